import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

const ofSurveyOrg = {
  tenant_id: col.tenant,
  survey_id: col.ownedBy('surveys'),
  org_id: col.ownedBy('orgs'),
};

/** 企业调查: questionnaires, questions, the enterprises sent to, one answer sheet per enterprise. */
export const tables = tablesMigration({
  tables: {
    surveys: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        title: col.text,
        intro: col.text,
        // DRAFT 草稿 / OPEN 进行中 / CLOSED 已结束
        status: col.text,
        deadline: col.textOrNull,
        author_id: col.byUser,
        author_name: col.text,
        opened_at: col.textOrNull,
        closed_at: col.textOrNull,
        ...col.stamps,
      },
      indexes: { surveys_status: ['tenant_id', 'status', 'updated_at'] },
    },
    survey_questions: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        survey_id: col.ownedBy('surveys'),
        seq: col.int,
        title: col.text,
        kind: col.text,
        required: col.zero,
        options: col.text,
        unit: col.textEmpty,
      },
      indexes: { survey_questions_survey: ['survey_id', 'seq'] },
    },
    survey_targets: {
      id: true,
      columns: { ...ofSurveyOrg, org_name: col.text, via: col.text, sent_at: col.text },
      uniques: { survey_targets_one: ['survey_id', 'org_id'] },
      indexes: { survey_targets_org: ['org_id', 'sent_at'] },
    },
    survey_responses: {
      id: true,
      columns: { ...ofSurveyOrg, user_id: col.byUser, user_name: col.text, answers: col.text, answered_at: col.text, updated_at: col.text },
      uniques: { survey_responses_one: ['survey_id', 'org_id'] },
    },
  },
  grants: ['survey.manage'],
});
