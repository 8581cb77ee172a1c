import { policyQuotaContract } from '../../../common/policy/quota/contract.js';
import type { AppInstance } from '../../app-types.js';
import { sizeOf } from '../../kit/list-input.js';
import { serveAll } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import { optionItem, typeItem } from './present-quota.js';
import { quotaItems } from './read-quota.js';
import * as repo from './repo-quota.js';
import * as save from './save-quota.js';

/** The park's quota system (指标体系) for operators: types, quotas, options, states and order. */
export default async function quotaRoutes(app: AppInstance) {
  serveAll(app, policyQuotaContract, {
    quotaTypes: async ({ ctx }) => (await repo.quotaTypes(ctx.db)).map(typeItem),
    quotasOfType: async ({ query, ctx }) => {
      if (!(await repo.typeById(ctx.db, query.typeId))) throw notFound('指标类型');
      return quotaItems(ctx.db, { typeId: query.typeId });
    },
    allQuotas: ({ ctx }) => quotaItems(ctx.db),
    searchQuotas: ({ query, ctx }) =>
      quotaItems(ctx.db, { search: query.search, limit: sizeOf(policyQuotaContract.searchQuotas, query) }),

    addQuotaType: ({ body, ctx }) => save.saveType(ctx, { ...body, id: undefined }),
    updateQuotaType: ({ body, ctx }) => save.saveType(ctx, body),
    deleteQuotaType: async ({ query, ctx }) => {
      await save.deleteType(ctx, query.id);
      return null;
    },
    checkDuplicateQuotaType: async ({ query, ctx }) => ({
      duplicate: await repo.nameTaken(
        ctx.db,
        'policy_quota_types',
        query.name.trim(),
        query.id,
      ),
    }),
    quotaTypeState: ({ body, ctx }) => save.setTypeState(ctx, body.id, body.state),
    quotaTypeIndex: ({ body, ctx }) => save.setTypeIndex(ctx, body.id, body.indexnumber),

    addQuota: ({ body, ctx }) => save.saveQuota(ctx, { ...body, id: undefined }),
    updateQuota: ({ body, ctx }) => save.saveQuota(ctx, body),
    deleteQuota: async ({ query, ctx }) => {
      await save.deleteQuota(ctx, query.id);
      return null;
    },
    checkDuplicateQuota: async ({ query, ctx }) => ({
      duplicate: await repo.nameTaken(ctx.db, 'policy_quotas', query.name.trim(), query.id),
    }),
    quotaState: ({ body, ctx }) => save.setQuotaState(ctx, body.id, body.state),
    quotaIndex: ({ body, ctx }) => save.setQuotaIndex(ctx, body.id, body.indexnumber),

    quotaOptions: async ({ query, ctx }) => {
      const id = query.quotaId;
      if (id > MAX_ID || !(await repo.quotaById(ctx.db, id))) throw notFound('指标');
      return (await repo.optionsOf(ctx.db, [id])).get(id)?.map(optionItem) ?? [];
    },
    saveQuotaOption: ({ body, ctx }) => save.saveOption(ctx, body),
    deleteQuotaOption: async ({ params, ctx }) => {
      await save.deleteOption(ctx, params.id);
      return null;
    },
  });
}
