import { financeContract } from '../../../common/finance/contract.js';
import type { AppInstance } from '../../app-types.js';
import { publishHandlers } from '../../kit/publish/serve.js';
import { serveAll } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import assessRoutes from './assess/routes.js';
import { creditView } from './credit.js';
import { exportLoans } from './export.js';
import { apply, ownOrg, readable, takeStep } from './loans.js';
import { PRODUCT_KIND } from './publish-kind.js';
import { loanItem, managedProduct, needItem, publicInstitution, publicProduct } from './present.js';
import * as repo from './repo.js';
import { closeNeed, ownNeed, saveInstitution, saveNeed, saveProduct } from './save.js';
import { presentedOne, presentedPage } from '../../kit/present.js';

/** 金融超市: products and institutions, loan applications and their steps, financing needs. */
export default async function financeRoutes(app: AppInstance) {
  assessRoutes(app);
  const review = publishHandlers(PRODUCT_KIND);
  serveAll(app, financeContract, {
    institutions: async ({ ctx }) => (await repo.publicInstitutions(ctx.db)).map(publicInstitution),
    products: async ({ query, page, ctx }) => {
      const { list, total } = await repo.products(ctx.db, { ...query, status: 'JOINT' }, page);
      return { list: list.map(publicProduct), total };
    },
    product: async ({ params, ctx }) => {
      const row = await repo.productById(ctx.db, params.id);
      if (!row || row.status !== 'JOINT') throw notFound('金融产品');
      const { title: _t, status: _s, statusLabel: _l, reason: _r, updatedAt: _u, ...detail } = managedProduct(row);
      return detail;
    },
    credit: ({ ctx }) => creditView(ctx),
    apply: ({ body, ctx }) => apply(ctx, body),
    myLoans: ({ query, page, ctx }) => presentedPage(repo.loans(ctx.db, { orgId: ownOrg(ctx), status: query.status }, page), loanItem),
    loan: async ({ params, ctx }) => {
      const row = await readable(ctx, params.id);
      const steps = await repo.stepsOf(ctx.db, row.id);
      return {
        ...loanItem(row),
        purpose: row.purpose,
        contactName: row.contact_name,
        contactPhone: row.contact_phone,
        steps: steps.map((s) => ({
          from: s.from_status,
          to: s.to_status,
          label: stepLabel(s.from_status, s.to_status),
          note: s.note,
          amount: s.amount,
          actorName: s.actor_name,
          at: s.at,
        })),
      };
    },
    myNeeds: ({ page, ctx }) => presentedPage(repo.needs(ctx.db, { orgId: ownOrg(ctx) }, page), needItem),
    myNeed: async ({ params, ctx }) => needItem(await ownNeed(ctx, params.id)),
    saveNeed: ({ body, ctx }) => saveNeed(ctx, body),
    closeNeed: ({ params, ctx }) => closeNeed(ctx, params.id),
    needs: ({ query, page, ctx }) => presentedPage(repo.needs(ctx.db, query, page), needItem),
    manageInstitutions: async ({ query, page, ctx }) => {
      const { rows, total } = await repo.managedInstitutions(ctx.db, query.search, page);
      return {
        list: rows.map((r) => ({
          ...publicInstitution(r),
          contactName: r.contact_name,
          contactPhone: r.contact_phone,
          loans: Number(r.loans),
          updatedAt: r.updated_at,
        })),
        total,
      };
    },
    saveInstitution: ({ body, ctx }) => saveInstitution(ctx, body),
    manageProducts: async ({ query, page, ctx }) => {
      const { list, total } = await repo.products(ctx.db, query, page);
      return { list: list.map(managedProduct), total };
    },
    manageProduct: ({ params, ctx }) => presentedOne(repo.productById(ctx.db, params.id), '金融产品', managedProduct),
    saveProduct: ({ body, ctx }) => saveProduct(ctx, body),
    productCounts: review.counts,
    publishProduct: review.transition('PUBLISH'),
    rejectProduct: review.transition('REJECT'),
    offlineProduct: review.transition('OFFLINE'),
    removeProduct: review.removal('DELETE'),
    batchProducts: review.batch,
    productHistory: review.history,
    loans: ({ query, page, ctx }) => presentedPage(repo.loans(ctx.db, query, page), loanItem),
    loanCounts: ({ query, ctx }) => repo.loanCounts(ctx.db, query.institutionId),
    follow: ({ params, body, ctx }) => takeStep(ctx, params.id, 'FOLLOW', body),
    grant: ({ params, body, ctx }) => takeStep(ctx, params.id, 'GRANT', body),
    decline: ({ params, body, ctx }) => takeStep(ctx, params.id, 'DECLINE', body),
    exportLoans: ({ body, ctx, reply }) => exportLoans(ctx, body, reply),
    orgLoans: ({ query, page, ctx }) => repo.orgLoans(ctx.db, query, page),
  });
}

function stepLabel(from: string | null, to: string): string {
  if (from === null) return '提交申请';
  if (to === 'AUDITING') return '跟进';
  if (to === 'PASS') return '放款完成';
  return '不跟进';
}
