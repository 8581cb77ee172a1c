import { orgContract } from '../../../common/org/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serve } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import { exportRoute } from './export.js';
import { VersionedMemo } from './memo.js';
import { portraitOf } from './portrait.js';
import { toInfor } from './present.js';
import { orgOfTenant } from './repo.js';
import { OrgSearch } from './search-repo.js';
import { lookupRoutes } from './routes-lookup.js';
import { searchRoutes } from './routes-search.js';
import { SqliteVersions, type VersionSource } from './version-sqlite.js';
import { VersionWatch } from './version-watch.js';
import { unscoped } from '../../kit/tenant-scope.js';

/**
 * Organisations (parkboot v2/org/…): the public profile of one organisation, the directory's
 * search, count and filter options, the look-ups that fill the certification form (v2/tyc/…),
 * and for operators the export and the portrait.
 */
export default async function orgRoutes(app: AppInstance) {
  // One memo per server: totals, answers and filter options per tenant data version (memo.ts),
  // weighed in kilobytes: at most some 20 MB.
  const memo = new VersionedMemo(20_000);
  const source = await versionSource(app);
  if (source) app.addHook('onClose', () => source.stop());
  // Unscoped: the search runs planner-tuned raw SQL (FTS, trigram indexes) that the tenant scope
  // cannot rewrite; every query of it names its tenant itself (search-*.ts).
  const search = new OrgSearch(unscoped(app.db), app.dialect, memo, source ?? undefined);

  serve(app, orgContract.infor, async ({ params, ctx }) => {
    // One answer for "missing" and "another park's": neither reveals what other tenants hold.
    const org = await orgOfTenant(ctx.db, params.id);
    if (!org) throw notFound('企业');
    return toInfor(org);
  });

  searchRoutes(app, search, memo);
  lookupRoutes(app, search);
  exportRoute(app, search);

  serve(app, orgContract.portrait, async ({ params, ctx }) => {
    const org = await orgOfTenant(ctx.db, params.id);
    if (!org) throw notFound('企业');
    return portraitOf(ctx.db, org);
  });
}

/** Where cached searches learn the data version without a query on the shared connection. */
async function versionSource(app: AppInstance): Promise<VersionSource | null> {
  // Unscoped: one data version per park, kept by triggers for all parks at once.
  if (app.dialect === 'sqlite') return SqliteVersions.open(unscoped(app.db), app.log);
  const url = app.config.databaseUrl;
  if (!url) return null;
  const watch = new VersionWatch(url, app.log);
  app.addHook('onReady', async () => watch.start());
  return watch;
}
