/** 企业调查's app paths (SPEC §2 /user/answer, /op/orgSurveyManage, /op/orgSurvey/detail/{id}). */
export const MY_SURVEYS = '/user/answer';
export const OP_SURVEY_MANAGE = '/op/orgSurveyManage';
export const OP_SURVEY_EDIT = '/op/orgSurveyManage/edit';
export const OP_SURVEY_DETAIL_PATTERN = '/op/orgSurvey/detail/:id';

/** The answer sheet of one survey, on the same screen as the list (server/modules/survey/paths.ts). */
export const answerPath = (id: number) => `${MY_SURVEYS}?id=${String(id)}`;
export const surveyDetailPath = (id: number) => `/op/orgSurvey/detail/${String(id)}`;
export const surveyEditPath = (id?: number) => (id === undefined ? OP_SURVEY_EDIT : `${OP_SURVEY_EDIT}?id=${String(id)}`);
