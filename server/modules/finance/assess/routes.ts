import { financeAssessContract } from '../../../../common/finance/assess/contract.js';
import type { AppInstance } from '../../../app-types.js';
import { serveAll } from '../../../kit/serve.js';
import { adjust, adjustments } from './adjust.js';
import { exportResult } from './export.js';
import { closeRound, computeRound, listRounds, removeRound, resultOf, roundItem, roundRow, saveRound } from './rounds.js';

/** 银行考核 (common/finance/assess/contract.ts). */
export default function assessRoutes(app: AppInstance) {
  serveAll(app, financeAssessContract, {
    rounds: ({ page, ctx }) => listRounds(ctx.db, page),
    round: async ({ params, ctx }) => roundItem(ctx.db, await roundRow(ctx.db, params.id)),
    saveRound: ({ body, ctx }) => saveRound(ctx, body),
    computeRound: ({ params, ctx }) => computeRound(ctx.db, params.id),
    closeRound: ({ params, ctx }) => closeRound(ctx.db, params.id),
    removeRound: ({ params, ctx }) => removeRound(ctx.db, params.id),
    result: ({ query, ctx }) => resultOf(ctx.db, query.roundId),
    exportResult: ({ body, ctx, reply }) => exportResult(ctx, body.roundId, reply),
    adjustments: ({ query, page, ctx }) => adjustments(ctx.db, query.roundId, page),
    adjust: ({ body, ctx }) => adjust(ctx, body),
  });
}
