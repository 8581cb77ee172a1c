import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { ok } from '../../plugins/envelope.js';
import { criteriaKey, criteriaOf, pagingOf } from './criteria.js';
import { filterOptions } from './filters.js';
import type { VersionedMemo } from './memo.js';
import { toListItem } from './present.js';
import type { OrgSearch } from './search-repo.js';
import {
  OrgCountAnswer,
  OrgFiltersAnswer,
  OrgListAnswer,
  OrgSearchBody,
  type OrgSearchBodyType,
} from './search-schema.js';

const TAGS = ['org'];
const JSON_TYPE = 'application/json; charset=utf-8';
const PUBLIC_NOTE =
  '无需登录（地图与企业名录共用），只查本租户的企业；列表项不含联系电话、法定代表人等信息。';

/** Sends an answer serialised already: Fastify passes a Buffer with a JSON type through as it is. */
function sendSerialized(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type(JSON_TYPE).send(body);
}

/** Every field of the payload is optional, so is the payload: no body searches everything. */
export const emptyBodyIsAll = {
  preValidation: async (request: FastifyRequest) => {
    request.body ??= {};
  },
};

/** A payload naming another tenant searches nothing (the signature already pins the request's tenant). */
export const otherTenant = (body: OrgSearchBodyType, request: FastifyRequest) =>
  body.sysid !== undefined && body.sysid !== request.tenant.id;

/** The organisation directory's search (SPEC §7 v2/org/listEsOrg and countEsOrg) and its filter options. */
export function searchRoutes(app: AppInstance, search: OrgSearch, memo: VersionedMemo) {
  app.post(
    '/api/parkboot/v2/org/listEsOrg',
    {
      ...emptyBodyIsAll,
      schema: {
        tags: TAGS,
        summary: '企业搜索（列表）',
        description: `${PUBLIC_NOTE}按企业编号倒序（新入驻的在前），搜索时也如此。出错时按 SPEC §8 回答空列表（statusCode 200），错误只记日志。`,
        body: OrgSearchBody,
        response: { 200: OrgListAnswer },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (otherTenant(body, request)) return ok({ list: [], total: 0 });
      try {
        const tenantId = request.tenant.id;
        const criteria = criteriaOf(body);
        const paging = pagingOf(body);
        const version = await search.version(tenantId);
        const key = `${tenantId}|${version}|list|${paging.size}|${paging.offset}|${criteriaKey(criteria)}`;
        // The answer is memoised serialised (by this route's response schema): a repeated search
        // costs a version read and a copy, not a query and a serialisation.
        const answer = await memo.get(
          key,
          async () => {
            const { rows, total } = await search.list(tenantId, criteria, paging, version);
            return Buffer.from(reply.serialize(ok({ list: rows.map(toListItem), total })) as string);
          },
          (bytes) => Math.ceil(bytes.length / 1024),
        );
        return sendSerialized(reply, answer);
      } catch (error) {
        request.log.error({ err: error }, 'organisation search failed: answering an empty list');
        return ok({ list: [], total: 0 });
      }
    },
  );

  app.post(
    '/api/parkboot/v2/org/countEsOrg',
    {
      ...emptyBodyIsAll,
      schema: {
        tags: TAGS,
        summary: '企业搜索（数量）',
        description: `${PUBLIC_NOTE}条件同 listEsOrg，忽略分页。出错时回答 0。`,
        body: OrgSearchBody,
        response: { 200: OrgCountAnswer },
      },
    },
    async (request) => {
      const body = request.body;
      if (otherTenant(body, request)) return ok({ count: 0 });
      try {
        return ok({ count: await search.count(request.tenant.id, criteriaOf(body)) });
      } catch (error) {
        request.log.error({ err: error }, 'organisation count failed: answering 0');
        return ok({ count: 0 });
      }
    },
  );

  app.get(
    '/api/parkboot/v2/org/filters',
    {
      schema: {
        tags: TAGS,
        summary: '企业搜索的筛选项',
        description:
          '本租户的园区、产业（含领域编号与企业数）、企业类别、经营状态，以及成立年限、注册资本、入驻年限的区间取值。',
        response: { 200: OrgFiltersAnswer },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      return ok(await filterOptions(app.db, memo, tenantId, await search.version(tenantId)));
    },
  );
}
