import { CONDUCT_LIMITS as L, conductContract, QUALIFICATION } from '../../../common/conduct/contract.js';
import type { AppInstance } from '../../app-types.js';
import { noticePort } from '../notice/public.js';
import { orgPort } from '../org/public.js';
import { policyPort } from '../policy/public.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { parkToday } from '../../lib/park-time.js';
import { filledSections } from './port.js';
import { readGuide, writeGuide } from './repo.js';

/** 高新技术企业服务: the public page, gathered from the notice, policy and organisation ports, and the operators' guide. */
export default async function conductRoutes(app: AppInstance) {
  serveAll(app, conductContract, {
    page: async ({ ctx }) => {
      const [count, notices, policies, guide, sections] = await Promise.all([
        orgPort.get().qualificationCount(ctx.db, QUALIFICATION),
        noticePort.get().publicNaming(ctx.db, QUALIFICATION, L.notices),
        policyPort.get().publicNaming(ctx.db, parkToday(), QUALIFICATION, L.policies),
        readGuide(ctx.db),
        filledSections(ctx.db, ctx.tenantId),
      ]);
      return {
        qualification: QUALIFICATION,
        ...count,
        notices: notices.map(({ id, title, type, summary, updatedAt }) => ({ id, title, type, summary, updatedAt })),
        policies: policies.map(({ id, title, issuer, summary, updatedAt }) => ({ id, title, issuer, summary, updatedAt })),
        guide,
        sections,
      };
    },
    saveGuide: async ({ body, ctx }) => {
      await writeGuide(ctx.db, body, ctx.user.id, nowIso());
      return readGuide(ctx.db);
    },
  });
}
