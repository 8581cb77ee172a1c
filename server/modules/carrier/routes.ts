import { carrierContract } from '../../../common/carrier/contract.js';
import { innovationContract, investorContract } from '../../../common/carrier/directory/contract.js';
import type { DirectoryKind } from '../../../common/carrier/directory/rules.js';
import { mapContract } from '../../../common/carrier/map/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import { directoryDetail, exportDirectory, listDirectory, removeDirectory, saveDirectory } from './directory.js';
import { exportCarriers } from './export.js';
import { removeRow, saveCarrier, saveResident, saveResource } from './manage.js';
import { calculateParkMaps, mapLayers } from './map.js';
import { carrierItem, listOf, managedCarrier, residentItem, resourceDetail, resourceItem } from './present.js';
import { photosOf } from './photos.js';
import * as repo from './repo.js';
import { nearCandidates, nearest, resourceFilter, resourcePage } from './resources.js';
import { CarrierMemo } from './memo.js';
import { pointOf } from '../../../common/carrier/rules.js';
import { parkToday } from '../../lib/park-time.js';
import { handleVisit, listVisits, requestVisit, visitCounts } from './visits.js';

const parkOf = (raw: string | undefined) => (raw ? Number(raw) : undefined);

function serveDirectory(app: AppInstance, contract: typeof innovationContract | typeof investorContract, kind: DirectoryKind) {
  serveAll(app, contract as typeof innovationContract, {
    list: ({ query, page, ctx }) => listDirectory(ctx.db, kind, query, page),
    detail: ({ params, ctx }) => directoryDetail(ctx.db, kind, params.id),
    manageList: ({ body, page, ctx }) => listDirectory(ctx.db, kind, body, page),
    manageDetail: ({ params, ctx }) => directoryDetail(ctx.db, kind, params.id),
    save: ({ body, ctx }) => saveDirectory(ctx, kind, body),
    remove: ({ params, ctx }) => removeDirectory(ctx, kind, params.id),
    export: ({ query, ctx, reply }) => exportDirectory(ctx.db, kind, query, reply),
  });
}

/** Carriers, their spaces and 预约看房; the directory of platforms and investors; the park map. */
export default async function carrierRoutes(app: AppInstance) {
  // One per server: the public lists per park and data version (memo.ts).
  const memo = new CarrierMemo();
  const nearMemo = new CarrierMemo(200);
  serveAll(app, carrierContract, {
    home: async ({ ctx }) => {
      const [carriers, types, featured, spaces, residents] = await Promise.all([
        ctx.db.selectFrom('carrier_carriers').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        ctx.db.selectFrom('carrier_carriers').select(['type', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('type').orderBy('type').execute(),
        repo.orderedCarriers(ctx.db, {}).where('carrier_carriers.featured', '=', 1).limit(6).execute(),
        ctx.db
          .selectFrom('carrier_resources')
          .select(['status', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.sum<number | string>('size').as('size')])
          .groupBy('status')
          .execute(),
        ctx.db.selectFrom('carrier_residents').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const free = spaces.find((s) => s.status === 'FREE');
      return {
        carriers: Number(carriers.n),
        resources: spaces.reduce((sum, s) => sum + Number(s.n), 0),
        free: Number(free?.n ?? 0),
        freeSize: Math.round(Number(free?.size ?? 0)),
        residents: Number(residents.n),
        types: types.map((t) => ({ type: t.type, count: Number(t.n) })),
        featured: featured.map(carrierItem),
      };
    },
    parks: async ({ ctx }) => (await repo.parksOfPark(ctx.db)).map((p) => ({ id: Number(p.id), name: p.name })),
    list: async ({ query: q, page, ctx, request, reply }) => {
      const filter = { type: q.type || undefined, level: q.level || undefined, parkId: parkOf(q.parkId), search: q.search };
      const key = `${String(ctx.tenantId)}|${String(await memo.version(ctx.db, ctx.tenantId))}|list|${JSON.stringify(filter)}|${String(page.offset)}|${String(page.size)}`;
      return memo.send(key, { request, reply }, async () => {
        const { rows, total } = await repo.carrierPage(ctx.db, filter, page);
        return { list: rows.map(carrierItem), total };
      });
    },
    detail: async ({ params, ctx }) => {
      const row = await repo.carrierById(ctx.db, params.id);
      if (!row) throw notFound('载体');
      const [photos, residents, resources] = await Promise.all([
        photosOf(ctx, 'carrier', row.id),
        repo.residentsOf(ctx.db, row.id),
        repo.filteredResources(ctx.db, { carrierId: row.id }).orderBy('carrier_resources.status').orderBy('carrier_resources.name').execute(),
      ]);
      return {
        ...carrierItem(row),
        parkId: row.park_id,
        intro: row.intro,
        operatorName: row.operator_name,
        contact: row.contact,
        phone: row.phone,
        services: listOf(row.services),
        photos,
        residentList: residents.map(residentItem),
        resourceList: resources.map((r) => resourceItem(r)),
      };
    },
    resources: async ({ query, page, ctx, request, reply }) => {
      const today = parkToday();
      const filter = resourceFilter(query, today);
      const key = `${String(ctx.tenantId)}|${String(await memo.version(ctx.db, ctx.tenantId))}|resources|${JSON.stringify(filter)}`;
      const me = pointOf(query.near);
      // Near me: the filter's spaces kept per version and measured from the position asked; the
      // answer for that very position (never a rounded one: the distances and the km cut depend
      // on it) and page is kept too, apart, so many positions do not push the lists out.
      if (me)
        return nearMemo.send(`${key}|${query.near ?? ''}|${String(query.km ?? '')}|${String(page.offset)}|${String(page.size)}`, { request, reply }, async () =>
          nearest(await memo.get(`${key}|near`, () => nearCandidates(ctx.db, filter)), me, query.km, page),
        );
      return memo.send(`${key}|${String(page.offset)}|${String(page.size)}`, { request, reply }, () => resourcePage(ctx.db, filter, page));
    },
    resource: async ({ params, ctx }) => {
      const row = await repo.resourceById(ctx.db, params.id);
      if (!row) throw notFound('房源');
      return { ...resourceDetail(row), photos: await photosOf(ctx, 'carrierResource', row.id) };
    },
    visit: ({ body, ctx }) => requestVisit(ctx, body),
    manageList: async ({ body: b, page, ctx }) => {
      const filter = { type: b.type || undefined, search: b.search };
      const sort = { orderBy: b.orderBy, order: b.order };
      const { rows, total } = await repo.carrierPage(ctx.db, filter, page, sort);
      return { list: rows.map(managedCarrier), total };
    },
    manageResources: async ({ query, ctx }) => {
      const rows = await repo.filteredResources(ctx.db, { carrierId: query.carrierId }).orderBy('carrier_resources.name').orderBy('carrier_resources.id').execute();
      return Promise.all(rows.map(async (r) => ({ ...resourceDetail(r), photos: await photosOf(ctx, 'carrierResource', Number(r.id)) })));
    },
    save: ({ body, ctx }) => saveCarrier(ctx, body),
    remove: ({ params, ctx }) => removeRow(ctx, 'carrier_carriers', params.id, '载体'),
    resourceSave: ({ body, ctx }) => saveResource(ctx, body),
    resourceRemove: ({ params, ctx }) => removeRow(ctx, 'carrier_resources', params.id, '房源'),
    residentSave: ({ body, ctx }) => saveResident(ctx, body),
    residentRemove: ({ params, ctx }) => removeRow(ctx, 'carrier_residents', params.id, '入驻企业'),
    visits: ({ body, page, ctx }) => listVisits(ctx, body, page),
    visitCounts: ({ ctx }) => visitCounts(ctx),
    visitHandle: ({ params, body, ctx }) => handleVisit(ctx, params.id, body.note),
    export: ({ ctx, reply }) => exportCarriers(ctx.db, reply),
  });
  serveDirectory(app, innovationContract, 'PLATFORM');
  serveDirectory(app, investorContract, 'INVESTOR');
  serveAll(app, mapContract, {
    layers: ({ ctx }) => mapLayers(ctx.db),
    calculate: ({ params, query, ctx }) => calculateParkMaps(ctx.db, params.parkid, query.calculate === 'true'),
  });
}
