import type { FastifyRequest } from 'fastify';
import { orgContract, type OrgSearchPayload } from '../../../common/org/contract.js';
import type { AppInstance } from '../../app-types.js';
import { PreparedAnswer } from '../../kit/prepared-answer.js';
import { serve } from '../../kit/serve.js';
import { criteriaKey, criteriaOf } from './criteria.js';
import { filterOptions } from './filters.js';
import type { VersionedMemo } from './memo.js';
import { toListItem } from './present.js';
import type { OrgSearch } from './search-repo.js';

/** Every field of the payload is optional, so is the payload: no body searches everything. */
export const emptyBodyIsAll = {
  preValidation: async (request: FastifyRequest) => {
    request.body ??= {};
  },
};

/** A payload naming another tenant searches nothing (the signature already pins the request's tenant). */
export const otherTenant = (body: OrgSearchPayload, tenantId: number) =>
  body.sysid !== undefined && body.sysid !== tenantId;

const NOTHING = { list: [], total: 0 };

/** The organisation directory's search (SPEC §7 v2/org/listEsOrg and countEsOrg) and its filter options. */
export function searchRoutes(app: AppInstance, search: OrgSearch, memo: VersionedMemo) {
  serve(
    app,
    orgContract.list,
    async ({ body, ctx, page: paging, request, reply }) => {
      if (otherTenant(body, ctx.tenantId)) return NOTHING;
      try {
        const tenantId = ctx.tenantId;
        const criteria = criteriaOf(body);
        const version = await search.version(tenantId);
        const sort = { orderBy: body.orderBy, order: body.order };
        const key = `${tenantId}|${version}|list|${paging.size}|${paging.offset}|${sort.orderBy ?? ''}.${sort.order ?? ''}|${criteriaKey(criteria)}`;
        // The answer is memoised serialised (by this route's response schema) and compressed per
        // encoding: a repeated search costs a version read and a copy, not a query, a
        // serialisation and a compression.
        const answer = await memo.get(
          key,
          async () => {
            const { rows, total } = await search.list(tenantId, criteria, paging, version, sort);
            return PreparedAnswer.of(reply, { list: rows.map(toListItem), total });
          },
          (prepared) => prepared.weightKb,
        );
        return answer.send(request, reply);
      } catch (error) {
        request.log.error({ err: error }, 'organisation search failed: answering an empty list');
        return NOTHING;
      }
    },
    emptyBodyIsAll,
  );

  serve(
    app,
    orgContract.count,
    async ({ body, ctx, request }) => {
      if (otherTenant(body, ctx.tenantId)) return { count: 0 };
      try {
        return { count: await search.count(ctx.tenantId, criteriaOf(body)) };
      } catch (error) {
        request.log.error({ err: error }, 'organisation count failed: answering 0');
        return { count: 0 };
      }
    },
    emptyBodyIsAll,
  );

  serve(app, orgContract.filters, async ({ ctx }) =>
    filterOptions(ctx.db, memo, ctx.tenantId, await search.version(ctx.tenantId)),
  );
}
