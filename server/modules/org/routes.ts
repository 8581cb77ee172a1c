import type { AppInstance } from '../../app-types.js';
import { notFound } from '../../lib/errors.js';
import { IdParams } from '../../lib/schema.js';
import { ok } from '../../plugins/envelope.js';
import { orgOfTenant } from './repo.js';
import { OrgInforAnswer, toInfor } from './schema.js';

/** Organisations (parkboot v2/org/…). For now the public profile of one organisation. */
export default async function orgRoutes(app: AppInstance) {
  app.post(
    '/api/parkboot/v2/org/infor/:id',
    {
      schema: {
        tags: ['org'],
        summary: '企业基本信息（公开）',
        description: '无需登录：/regist/orgRelate/{id} 用它向申请人展示要加入的企业。只查本园区的企业。',
        params: IdParams,
        response: { 200: OrgInforAnswer },
      },
    },
    async (request) => {
      // One answer for "missing" and "another park's": neither reveals what other tenants hold.
      const org = await orgOfTenant(app.db, request.tenant.id, request.params.id);
      if (!org) throw notFound('企业');
      return ok(toInfor(org));
    },
  );
}
