import type { AppInstance } from '../../app-types.js';
import { historyMany } from '../../lib/audit-log.js';
import { ok } from '../../plugins/envelope.js';
import { applyOrg, applyRelate, SUBJECT } from './apply.js';
import { ctxOf } from './context.js';
import operatorRoutes from './operator-routes.js';
import { mineItem } from './present.js';
import { mineOf } from './repo.js';
import { AppliedAnswer, ApplyOrgBody, ApplyRelateBody, MineAnswer } from './schema.js';

const TAGS = ['certify'];
/** What the client shows on success (SPEC §8); failures carry their own message. */
const APPLIED = '申请成功！';

/**
 * Organisation certification (SPEC §7 user/certify/org and user/certify/orgRelate, form-urlencoded
 * or JSON) and the applicant's own applications; the operators' review API is registered with them.
 */
export default async function certifyRoutes(app: AppInstance) {
  app.post(
    '/api/dpboot/user/certify/org',
    {
      preHandler: app.requireLogin,
      schema: {
        tags: TAGS,
        summary: '申请企业认证',
        description: '被退回（BACK）的企业认证申请会被原地更新并重新进入待审核。',
        body: ApplyOrgBody,
        response: { 200: AppliedAnswer },
      },
    },
    async (request) => ok(await applyOrg(ctxOf(app, request), request.body), APPLIED),
  );

  app.post(
    '/api/dpboot/user/certify/orgRelate',
    {
      preHandler: app.requireLogin,
      schema: {
        tags: TAGS,
        summary: '申请关联企业',
        description: '被退回（BACK）的关联申请会被原地更新并重新进入待审核。',
        body: ApplyRelateBody,
        response: { 200: AppliedAnswer },
      },
    },
    async (request) => ok(await applyRelate(ctxOf(app, request), request.body), APPLIED),
  );

  app.get(
    '/api/dpboot/user/certify/mine',
    {
      preHandler: app.requireLogin,
      schema: { tags: TAGS, summary: '我的认证申请（含审核记录）', response: { 200: MineAnswer } },
    },
    async (request) => {
      const { db, tenantId, user } = ctxOf(app, request);
      const rows = await mineOf(db, tenantId, user.id);
      const trails = await historyMany(db, tenantId, SUBJECT, rows.map((r) => r.id));
      return ok(rows.map((row) => mineItem(row, trails.get(row.id) ?? [], user.id)));
    },
  );

  await operatorRoutes(app);
}
