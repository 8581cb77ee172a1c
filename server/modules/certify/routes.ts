import { certifyContract } from '../../../common/certify/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { history, historyMany } from '../../lib/audit-log.js';
import { notFound } from '../../lib/errors.js';
import { applyOrg, applyRelate, SUBJECT } from './apply.js';
import { revealIdcards } from './idcards.js';
import { applicantOf, attachmentIdsOf, attachmentRefs, maskedIdcards, mineItem, orgBrief, queueItem, summary } from './present.js';
import { countQueue, listQueue } from './queue-repo.js';
import * as repo from './repo.js';
import { review } from './review.js';

/**
 * Organisation certification (SPEC §7 user/certify/org and user/certify/orgRelate, form-urlencoded
 * or JSON), the applicant's own applications, and the operators' review of them (the /op/orgAudit
 * and /op/orgRelate screens).
 */
export default async function certifyRoutes(app: AppInstance) {
  serveAll(app, certifyContract, {
    applyOrg: ({ body, ctx }) => applyOrg(ctx, body),
    applyRelate: ({ body, ctx }) => applyRelate(ctx, body),
    mine: async ({ ctx: { db, tenantId, user } }) => {
      const rows = await repo.mineOf(db, user.id);
      const trails = await historyMany(db, tenantId, SUBJECT, rows.map((r) => r.id));
      return rows.map((row) => mineItem(row, trails.get(row.id) ?? [], user.id));
    },
    list: async ({ query: q, ctx, page }) => {
      const filter = {
        kind: q.kind || undefined,
        status: q.status || undefined,
        search: q.search,
        sort: { orderBy: q.orderBy, order: q.order },
      };
      const { rows, total } = await listQueue(ctx.db, filter, page);
      return { list: rows.map(queueItem), total };
    },
    counts: ({ ctx }) => countQueue(ctx.db),
    detail: async ({ params, ctx: { db, tenantId } }) => {
      const row = await repo.applicationById(db, params.id);
      if (!row) throw notFound('申请');
      // ORG: the organisation this code would link to; RELATE: the one applied for.
      const org =
        row.kind === 'RELATE' && row.org_id !== null
          ? await repo.orgById(db, row.org_id)
          : await repo.orgByCreditCode(db, row.credit_code);
      const reviewer = row.reviewer_id === null ? undefined : await repo.userBrief(db, row.reviewer_id);
      const [files, trail, members] = await Promise.all([
        repo.attachmentsByIds(db, attachmentIdsOf(row)),
        history(db, tenantId, SUBJECT, row.id),
        org ? repo.memberCount(db, org.id) : Promise.resolve(0),
      ]);
      return {
        ...summary(row),
        ...maskedIdcards(row),
        applicant: applicantOf(row),
        reviewer: reviewer ? { id: reviewer.id, name: reviewer.name } : null,
        attachments: attachmentRefs(row, files),
        org: org ? orgBrief(org, members) : null,
        history: trail,
      };
    },
    revealIdcard: ({ params, ctx }) => revealIdcards(ctx, params.id),
    audit: ({ params, body, ctx }) => review(ctx, params.id, body.action, body.reason),
  });
}
