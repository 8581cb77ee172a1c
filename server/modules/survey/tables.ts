import type { Generated } from 'kysely';
import type { QuestionKind, SurveyStatus } from '../../../common/survey/rules.js';
import type { TenantColumn } from '../../db/schema.js';

/**
 * 企业调查's tables (migration tables): the questionnaires, their questions, the enterprises each
 * was sent to (with the name they had then) and one answer sheet per enterprise.
 */

export interface SurveysTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  title: string;
  intro: string;
  status: SurveyStatus;
  /** YYYY-MM-DD, the last day answers are taken; null for none. */
  deadline: string | null;
  author_id: number | null;
  author_name: string;
  opened_at: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SurveyQuestionsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  survey_id: number;
  seq: number;
  title: string;
  kind: QuestionKind;
  /** 1 必答, 0 选答. */
  required: number;
  /** [{ id, label }] as JSON; [] for text and number questions. */
  options: string;
  unit: string;
}

export interface SurveyTargetsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  survey_id: number;
  org_id: number;
  org_name: string;
  /** How it was chosen: 指定企业, or the industry / category named. */
  via: string;
  sent_at: string;
}

export interface SurveyResponsesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  survey_id: number;
  org_id: number;
  user_id: number | null;
  user_name: string;
  /** [{ questionId, optionIds?, text?, value? }] as JSON: the answered questions only. */
  answers: string;
  answered_at: string;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    surveys: SurveysTable;
    survey_questions: SurveyQuestionsTable;
    survey_targets: SurveyTargetsTable;
    survey_responses: SurveyResponsesTable;
  }
}
