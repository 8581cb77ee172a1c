import { demandOrgsContract, type ServeOrgRow } from '../../../../common/demand/orgs/contract.js';
import { ITEM_STATE_KEYS, ITEM_STATES } from '../../../../common/demand/lifecycle.js';
import { ITEM_VIEW_KEYS, ITEM_VIEWS, viewFilter } from '../../../../common/demand/model.js';
import type { AppInstance } from '../../../app-types.js';
import { everyPage, sendSheet, type SheetColumns } from '../../../kit/sheet.js';
import { serveAll } from '../../../kit/serve.js';
import { notFound } from '../../../lib/errors.js';
import * as repo from './repo.js';

/** Figures of a row, each a column of its header. */
const FIGURES: [string, (r: ServeOrgRow) => number][] = [
  ['已发布服务', (r) => r.services],
  ['待审核服务', (r) => r.waiting],
  ['收到的对接', (r) => r.received],
  ['达成合作', (r) => r.deals],
];
const COLUMNS: SheetColumns<ServeOrgRow> = [
  { header: '服务机构', width: 32, cell: (r) => r.name },
  { header: '行业', width: 16, cell: (r) => r.industry },
  { header: '所在区县', width: 12, cell: (r) => r.area },
  ...FIGURES.map(([header, cell]) => ({ header, width: 12, cell })),
  { header: '企业风采', width: 12, cell: (r: ServeOrgRow) => (r.showcase ? ITEM_STATES[r.showcase] : '未填写') },
];

const present = (r: repo.ServeOrgRow): ServeOrgRow => ({ ...r, orgId: r.id });

/** The operators' view of one organisation and of the park's service organisations. */
export default async function demandOrgRoutes(app: AppInstance) {
  serveAll(app, demandOrgsContract, {
    profile: async ({ params, ctx }) => {
      const org = await repo.orgHead(ctx.db, params.orgId);
      if (!org) throw notFound('单位');
      const figures = await repo.itemFigures(ctx.db, org.id);
      const showcase = await repo.showcaseOf(ctx.db, org.id);
      return {
        orgId: org.id,
        name: org.fullname,
        orgType: org.orgtype,
        industry: org.industry_name,
        area: org.county,
        showcase: showcase ?? null,
        views: ITEM_VIEW_KEYS.map((view) => {
          const { kinds, categories } = viewFilter(view);
          const mine = figures.filter(
            (f) => (kinds as readonly string[]).includes(f.kind) && (!categories || categories.includes(f.category)),
          );
          const counts = { CHECK: 0, JOINT: 0, CANCEL: 0, OFFLINE: 0, total: 0 };
          for (const s of ITEM_STATE_KEYS) counts[s] = mine.filter((f) => f.status === s).reduce((n, f) => n + f.n, 0);
          counts.total = ITEM_STATE_KEYS.reduce((n, s) => n + counts[s], 0);
          return { view, label: ITEM_VIEWS[view].label, counts };
        }),
        docks: await repo.dockFigures(ctx.db, org.id),
      };
    },
    serveOrgs: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.listServeOrgs(ctx.db, {
        search: q.search,
        publishing: q.publishing,
        page,
        sort: { orderBy: q.orderBy, order: q.order },
      });
      return { list: rows.map(present), total };
    },
    serveOrgsExport: ({ query: q, ctx, reply }) =>
      sendSheet(reply, {
        name: '服务机构',
        columns: COLUMNS,
        rows: everyPage(async (pagenum, size) => {
          const page = { pagenum, size, offset: (pagenum - 1) * size };
          const { rows } = await repo.listServeOrgs(ctx.db, { search: q.search, publishing: q.publishing, page });
          return rows.map(present);
        }),
      }),
  });
}
