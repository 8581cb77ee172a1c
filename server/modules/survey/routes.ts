import { surveyContract } from '../../../common/survey/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { orgPort } from '../org/public.js';
import { answer, ownOrg, paper } from './answer.js';
import * as repo from './repo.js';
import { exportResult, surveyResult } from './results.js';
import { closeSurvey, removeSurvey, saveSurvey, sendSurvey } from './save.js';

/** 企业调查 (common/survey/contract.ts). */
export default async function surveyRoutes(app: AppInstance) {
  serveAll(app, surveyContract, {
    list: ({ query, page, ctx }) => repo.listSurveys(ctx.db, query, page),
    detail: async ({ params, ctx }) => {
      const row = await repo.countedSurvey(ctx.db, params.id);
      return { ...repo.surveyRow(row), intro: row.intro, authorName: row.author_name, questions: await repo.questionsOf(ctx.db, row.id) };
    },
    save: ({ body, ctx }) => saveSurvey(ctx, body),
    remove: ({ params, ctx }) => removeSurvey(ctx, params.id),
    send: ({ params, body, ctx }) => sendSurvey(ctx, params.id, body),
    close: ({ params, ctx }) => closeSurvey(ctx, params.id),
    targets: async ({ params, query, page, ctx }) => {
      await repo.countedSurvey(ctx.db, params.id);
      return repo.targetsPage(ctx.db, params.id, query.answered, page);
    },
    orgOptions: async ({ query, ctx }) => {
      const port = orgPort.get();
      const [facets, orgs] = await Promise.all([port.enterpriseFacets(ctx.db), port.enterprises(ctx.db, { search: query.search, limit: 20 })]);
      return { ...facets, orgs };
    },
    result: async ({ params, ctx }) => {
      const { survey, questions } = await surveyResult(ctx.db, params.id);
      return { survey, questions };
    },
    exportResult: ({ body, ctx, reply }) => exportResult(ctx.db, body.id, reply),
    mine: ({ query, page, ctx }) => repo.surveysOfOrg(ctx.db, ownOrg(ctx), query.status, page),
    paper: ({ params, ctx }) => paper(ctx, params.id),
    answer: ({ params, body, ctx }) => answer(ctx, params.id, body.answers),
  });
}
