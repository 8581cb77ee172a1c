import { orgLayoutContract } from '../../../../common/industry/org/contract.js';
import { capitalBand } from '../../../../common/industry/org/model.js';
import { STREAMS, type Stream } from '../../../../common/industry/model.js';
import type { AppInstance } from '../../../app-types.js';
import { serveAll } from '../../../kit/serve.js';
import { chainsOf } from '../repo.js';
import { dataModel } from './data-model.js';
import { deviceById, deviceCategories, listDevices } from './devices.js';
import { countBy, industryOrgs, placements } from './repo.js';

const pageOf = <T>(list: readonly T[], page: { offset: number; size: number }) => ({ list: list.slice(page.offset, page.offset + page.size), total: list.length });
const holds = (word: string | undefined) => {
  const w = word?.trim() ?? '';
  return (...texts: string[]) => w === '' || texts.some((t) => t.includes(w));
};

/** 产业企业: SPEC §7 orgLayout reads, and the enterprises, products, devices and data model of the park's industries. */
export default async function industryOrgRoutes(app: AppInstance) {
  serveAll(app, orgLayoutContract, {
    listNames: async ({ ctx }) => ({ list: (await chainsOf(ctx.db)).map(({ id, name }) => ({ id, name })) }),
    listSubs: async ({ query, ctx }) => ({ list: await industryOrgs(ctx.db, query.chainId) }),
    statistics: async ({ query, ctx }) => {
      const [orgs, rows] = await Promise.all([industryOrgs(ctx.db, query.chainId), placements(ctx.db, query.chainId)]);
      const streamOf = new Map<string, Set<number>>();
      for (const r of rows) streamOf.set(r.stream, (streamOf.get(r.stream) ?? new Set()).add(r.orgId));
      return {
        enterprises: orgs.length,
        byCounty: countBy(orgs, (o) => o.county),
        byIndustry: countBy(orgs, (o) => o.industry),
        byCapital: countBy(orgs, (o) => capitalBand(o.capital)),
        bySetup: countBy(orgs, (o) => (o.setupDate ? `${o.setupDate.slice(0, 3)}0年代` : '')).sort((a, b) => a.name.localeCompare(b.name)),
        byStream: (Object.keys(STREAMS) as Stream[]).map((s) => ({ name: STREAMS[s], value: streamOf.get(s)?.size ?? 0 })),
      };
    },
    orgs: async ({ query, page, ctx }) => {
      const match = holds(query.search);
      const list = (await industryOrgs(ctx.db, query.chainId)).filter((o) => (!query.industry || o.industry === query.industry) && match(o.name, ...o.products));
      return pageOf(list, page);
    },
    products: async ({ query, page, ctx }) => {
      const match = holds(query.search);
      const list = (await placements(ctx.db, query.chainId))
        .filter((p) => match(p.name, p.product, p.node))
        .map((p) => ({ key: `${String(p.nodeId)}-${String(p.orgId)}`, orgId: p.orgId, orgName: p.name, product: p.product || p.node, node: p.node, chain: p.chain }));
      return pageOf(list, page);
    },
    devices: async ({ query, page, ctx }) => ({ ...(await listDevices(ctx.db, query, page)), categories: await deviceCategories(ctx.db) }),
    device: async ({ params, ctx }) => {
      const device = await deviceById(ctx.db, params.id);
      const [siblings, orgs] = await Promise.all([listDevices(ctx.db, { orgId: device.orgId }), industryOrgs(ctx.db)]);
      return { device, siblings: siblings.list.filter((d) => d.id !== device.id), org: orgs.find((o) => o.orgId === device.orgId) ?? null };
    },
    model: ({ ctx }) => dataModel(ctx.db),
  });
}
