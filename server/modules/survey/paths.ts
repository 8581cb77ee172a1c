/** Where an enterprise's user answers a survey in the portal (src/modules/survey/paths.ts answerPath). */
export const answerPath = (id: number) => `/user/answer?id=${String(id)}`;
