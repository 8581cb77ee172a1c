import type { AppInstance } from '../../app-types.js';
import { notFound } from '../../lib/errors.js';
import { IdParams } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { exportRoute } from './export.js';
import { VersionedMemo } from './memo.js';
import { portraitOf } from './portrait.js';
import { OrgPortraitAnswer } from './portrait-schema.js';
import { orgOfTenant } from './repo.js';
import { OrgInforAnswer, toInfor } from './schema.js';
import { OrgSearch } from './search-repo.js';
import { searchRoutes } from './search-routes.js';
import { SqliteVersions, type VersionSource } from './version-sqlite.js';
import { VersionWatch } from './version-watch.js';

/**
 * Organisations (parkboot v2/org/…): the public profile of one organisation, the directory's
 * search, count and filter options, and for operators the export and the portrait.
 */
export default async function orgRoutes(app: AppInstance) {
  // One memo per server: totals, answers and filter options per tenant data version (memo.ts),
  // weighed in kilobytes: at most some 20 MB.
  const memo = new VersionedMemo(20_000);
  const source = await versionSource(app);
  if (source) app.addHook('onClose', () => source.stop());
  const search = new OrgSearch(app.db, app.dialect, memo, source ?? undefined);

  app.post(
    '/api/parkboot/v2/org/infor/:id',
    {
      schema: {
        tags: ['org'],
        summary: '企业基本信息（公开）',
        description: '无需登录：/regist/orgRelate/{id} 用它向申请人展示要加入的企业。只查本园区的企业。',
        params: IdParams,
        response: { 200: OrgInforAnswer },
      },
    },
    async (request) => {
      // One answer for "missing" and "another park's": neither reveals what other tenants hold.
      const org = await orgOfTenant(app.db, request.tenant.id, request.params.id);
      if (!org) throw notFound('企业');
      return ok(toInfor(org));
    },
  );

  searchRoutes(app, search, memo);
  exportRoute(app, search);

  app.get(
    '/api/parkboot/v2/org/portrait/:id',
    {
      preHandler: app.requireOperator,
      schema: {
        tags: ['org'],
        summary: '企业画像（运营）',
        description:
          '基本与经营信息、关联用户（手机号隐去中间四位）、认证记录，以及成立年限、注册资本、同园区同产业排名、同产业企业数与平均注册资本。',
        params: IdParams,
        response: { 200: OrgPortraitAnswer },
      },
    },
    async (request) => {
      const org = await orgOfTenant(app.db, request.tenant.id, request.params.id);
      if (!org) throw notFound('企业');
      return ok(await portraitOf(app.db, org));
    },
  );
}

/** Where cached searches learn the data version without a query on the shared connection. */
async function versionSource(app: AppInstance): Promise<VersionSource | null> {
  if (app.dialect === 'sqlite') return SqliteVersions.open(app.db, app.log);
  const url = app.config.databaseUrl;
  if (!url) return null;
  const watch = new VersionWatch(url, app.log);
  app.addHook('onReady', async () => watch.start());
  return watch;
}
