import { Type } from 'typebox';
import type { AppInstance } from '../../app-types.js';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../lib/schema.js';
import { hostnameOf, toAnswer } from '../../plugins/tenant-repo.js';

const TenantAnswerSchema = Type.Object({
  bdSysId: Type.Integer(),
  logo: Type.String(),
  fullname: Type.String(),
  dp_simple: Type.String(),
  sourceParkId: Type.Integer(),
  highTechZone: Type.String(),
});

export default async function tenantRoutes(app: AppInstance) {
  app.post(
    '/api/need/getTenantWrapper',
    {
      // The page asks for its tenant before it can sign anything; the answer is public.
      config: { unsigned: true },
      schema: {
        tags: ['tenant'],
        summary: '按域名查询租户（园区）',
        body: Type.Optional(Type.Object({ domain: Type.Optional(Type.String({ maxLength: 253, title: '域名' })) })),
        response: { 200: envelopeOf(TenantAnswerSchema) },
      },
    },
    async (request) => {
      const domain = hostnameOf(request.body?.domain ?? request.headers.host);
      return ok(toAnswer(await app.tenants.forHostname(domain)));
    },
  );
}
