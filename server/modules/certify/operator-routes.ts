import type { AppInstance } from '../../app-types.js';
import { history } from '../../lib/audit-log.js';
import { notFound } from '../../lib/errors.js';
import { IdParams } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { SUBJECT } from './apply.js';
import { applicantOf, attachmentIdsOf, attachmentRefs, orgBrief, queueItem, summary } from './present.js';
import { countQueue, listQueue } from './queue-repo.js';
import * as repo from './repo.js';
import { review } from './review.js';
import { ctxOf } from './context.js';
import { AuditBody, AuditedAnswer, CountsAnswer, DetailAnswer, ListAnswer, ListQuery } from './schema.js';

const TAGS = ['certify'];
const BASE = '/api/dpboot/certify/applications';

/** The operators' review of certification and link applications (the /op/orgAudit and /op/orgRelate screens). */
export default async function operatorRoutes(app: AppInstance) {
  const guard = { preHandler: app.requireOperator };

  app.get(
    BASE,
    { ...guard, schema: { tags: TAGS, summary: '认证申请列表（运营）', querystring: ListQuery, response: { 200: ListAnswer } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listQueue(app.db, request.tenant.id, {
        kind: q.kind || undefined,
        status: q.status || undefined,
        search: q.search,
        pagenum: q.pagenum ?? 1,
        size: q.size ?? 20,
      });
      return ok({ list: rows.map(queueItem), total });
    },
  );

  app.get(
    `${BASE}/counts`,
    { ...guard, schema: { tags: TAGS, summary: '认证申请数量（按类型和状态）', response: { 200: CountsAnswer } } },
    async (request) => ok(await countQueue(app.db, request.tenant.id)),
  );

  app.get(
    `${BASE}/:id`,
    { ...guard, schema: { tags: TAGS, summary: '认证申请详情（运营）', params: IdParams, response: { 200: DetailAnswer } } },
    async (request) => {
      const tenantId = request.tenant.id;
      const row = await repo.applicationById(app.db, tenantId, request.params.id);
      if (!row) throw notFound('申请');
      // ORG: the organisation this code would link to; RELATE: the one applied for.
      const org =
        row.kind === 'RELATE' && row.org_id !== null
          ? await repo.orgById(app.db, tenantId, row.org_id)
          : await repo.orgByCreditCode(app.db, tenantId, row.credit_code);
      const reviewer = row.reviewer_id === null ? undefined : await repo.userBrief(app.db, tenantId, row.reviewer_id);
      const [files, trail, members] = await Promise.all([
        repo.attachmentsByIds(app.db, tenantId, attachmentIdsOf(row)),
        history(app.db, tenantId, SUBJECT, row.id),
        org ? repo.memberCount(app.db, tenantId, org.id) : Promise.resolve(0),
      ]);
      return ok({
        ...summary(row),
        legalIdcard: row.legal_idcard,
        idcard: row.idcard,
        applicant: applicantOf(row),
        reviewer: reviewer ? { id: reviewer.id, name: reviewer.name } : null,
        attachments: attachmentRefs(row, files),
        org: org ? orgBrief(org, members) : null,
        history: trail,
      });
    },
  );

  app.post(
    `${BASE}/:id/audit`,
    {
      ...guard,
      schema: {
        tags: TAGS,
        summary: '审核认证申请（通过 / 不通过 / 退回）',
        description: '只有待审核（TOAUDIT）的申请可以审核；不通过和退回须填写审核意见。',
        params: IdParams,
        body: AuditBody,
        response: { 200: AuditedAnswer },
      },
    },
    async (request) => {
      const ctx = { ...ctxOf(app, request), tenant: request.tenant };
      return ok(await review(ctx, request.params.id, request.body.action, request.body.reason), '审核完成');
    },
  );
}
