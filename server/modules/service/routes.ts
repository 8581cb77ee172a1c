import { serviceContract } from '../../../common/service/contract.js';
import type { AppInstance } from '../../app-types.js';
import { publishHandlers } from '../../kit/publish/serve.js';
import { serveAll } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import { enterprisePortrait } from './enterprise.js';
import { portraitOf } from './portrait.js';
import { managedProduct, orgRow, publicProduct } from './present.js';
import { PRODUCT_KIND } from './publish-kind.js';
import * as repo from './repo.js';
import { ownServiceOrg, saveOrg, saveProduct, serviceOrgOf } from './save.js';

/** 科技服务: service organisations and their products on the publish kit. */
export default async function serviceRoutes(app: AppInstance) {
  const review = publishHandlers(PRODUCT_KIND);
  serveAll(app, serviceContract, {
    orgs: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.orgs(ctx.db, q, page, { orderBy: q.orderBy, order: q.order });
      return { list: rows.map(orgRow), total };
    },
    org: async ({ params, ctx }) => {
      const row = await repo.orgById(ctx.db, params.id);
      if (!row) throw notFound('服务机构');
      const [contact, users] = await Promise.all([repo.orgContact(ctx.db, row.id), repo.orgUsers(ctx.db, row.id)]);
      return {
        ...orgRow(row),
        intro: row.intro ?? '',
        suspendReason: row.suspend_reason ?? '',
        address: contact?.address ?? '',
        legalPerson: contact?.legal_person ?? '',
        contactPhone: contact?.contact_phone ?? '',
        creditCode: contact?.credit_code ?? '',
        userCount: Number(row.users ?? 0),
        users: users.map((u) => ({ id: u.id, name: u.name, phone: u.phone, position: u.position, status: u.status, createdAt: u.created_at })),
      };
    },
    saveOrg: ({ params, body, ctx }) => saveOrg(ctx, params.id, body),
    portrait: ({ params, ctx }) => portraitOf(ctx, params.id),
    enterprise: ({ params, ctx }) => enterprisePortrait(ctx, params.id),
    products: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.products(ctx.db, { ...q, status: 'JOINT', serving: true }, page, { orderBy: 'publishedAt', order: 'desc' });
      return { list: rows.map(publicProduct), total };
    },
    myProducts: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.products(ctx.db, { ...q, orgId: ownServiceOrg(ctx) }, page);
      return { list: rows.map(managedProduct), total };
    },
    myCounts: review.myCounts,
    myProduct: async ({ params, ctx }) => {
      const row = await repo.productById(ctx.db, params.id);
      if (!row || row.org_id !== ownServiceOrg(ctx)) throw notFound('服务产品');
      return managedProduct(row);
    },
    save: ({ body, ctx }) => saveProduct(ctx, ownServiceOrg(ctx), body),
    remove: review.removal('DELETE'),
    myHistory: review.history,
    manageProducts: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.products(ctx.db, q, page, { orderBy: q.orderBy, order: q.order });
      return { list: rows.map(managedProduct), total };
    },
    manageProduct: async ({ params, ctx }) => {
      const row = await repo.productById(ctx.db, params.id);
      if (!row) throw notFound('服务产品');
      return managedProduct(row);
    },
    manageSave: async ({ body: { orgId, ...body }, ctx }) => saveProduct(ctx, await serviceOrgOf(ctx, orgId), body),
    orgOptions: async ({ ctx }) =>
      (await ctx.db.selectFrom('orgs').select(['id', 'fullname as name']).where('orgtype', '=', 'SERVICE').orderBy('fullname').execute()).map((o) => ({ id: o.id, name: o.name })),
    counts: review.counts,
    approve: review.transition('APPROVE'),
    reject: review.transition('RETURN'),
    offline: review.transition('OFFLINE'),
    batch: review.batch,
    history: review.history,
  });
}
