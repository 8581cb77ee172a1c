import { surveyContract as c, type SurveyStatus } from '@common/survey/contract';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';

/** 企业调查's resources (common/survey/contract.ts). */

export {
  QUESTION_KIND,
  QUESTION_KINDS,
  SURVEY_LIMITS,
  SURVEY_STATUS,
  TARGET_MODE,
  TARGET_MODES,
  isChoice,
  questionsProblem,
  type AnswerItem,
  type MySurveyRow,
  type QuestionInput,
  type QuestionKind,
  type QuestionResult,
  type SurveyDetail,
  type SurveyPaper,
  type SurveyQuestion,
  type SurveyResult,
  type SurveyRow,
  type TargetMode,
  type TargetRow,
} from '@common/survey/contract';

export type SurveyQuery = { status?: string; search?: string };
export const surveys = defineList(c.list, { toQuery: (q: SurveyQuery) => ({ status: q.status as SurveyStatus | '' | undefined, search: q.search }) });
export const survey = defineItem(c.detail);
export const result = defineItem(c.result);
export const targets = defineList(c.targets, { toQuery: (q: { id: number; answered?: string }) => ({ id: q.id, answered: q.answered as '' | 'YES' | 'NO' | undefined }) });
export const orgOptions = defineQuery(c.orgOptions);
const AFFECTED = [surveys, survey, result, targets];
export const saveSurvey = defineAction(c.save, { revalidate: AFFECTED });
export const removeSurvey = defineAction(c.remove, { revalidate: AFFECTED });
export const sendSurvey = defineAction(c.send, { revalidate: AFFECTED });
export const closeSurvey = defineAction(c.close, { revalidate: AFFECTED });
export const exportResult = defineDownload(c.exportResult);

export type MineQuery = { status?: string };
export const mySurveys = defineList(c.mine, { toQuery: (q: MineQuery) => ({ status: q.status as SurveyStatus | '' | undefined }) });
export const paper = defineItem(c.paper);
export const submitAnswers = defineAction(c.answer, { revalidate: [mySurveys, paper] });
