import { settingContract } from '../../../common/setting/contract.js';
import type { AppInstance } from '../../app-types.js';
import { HttpError } from '../../lib/errors.js';
import { attachmentStorage } from '../../kit/attachments.js';
import { serveAll } from '../../kit/serve.js';
import { hostnameOf } from '../../plugins/tenant-repo.js';
import { agreementsOf, basicOf, PARK_LOGO_PREFIX, portalOf, saveAgreements, saveBasic, savePortal } from './save.js';
import { saveSmsCaps, smsCapsSetting } from './sms-caps.js';
import { NO_CONTACT, readSection } from './store.js';
import { scopedTo } from '../../kit/tenant-scope.js';

const LOGO_FILE = /^(\d{1,10})\.(png|jpg|webp)$/;

/** A park's settings (/op/setting/{type}), what the portal reads of them, and the uploaded logo. */
export default async function settingRoutes(app: AppInstance) {
  serveAll(app, settingContract, {
    basic: ({ ctx }) => basicOf(ctx),
    saveBasic: ({ body, ctx }) => saveBasic(app, ctx, body),
    portal: async ({ ctx }) => ({ entries: await portalOf(ctx) }),
    savePortal: ({ body, ctx }) => savePortal(ctx, body.entries),
    agreements: ({ ctx }) => agreementsOf(ctx),
    saveAgreements: ({ body, ctx }) => saveAgreements(ctx, body),
    smsCaps: ({ ctx }) => smsCapsSetting(ctx),
    saveSmsCaps: ({ body, ctx }) => saveSmsCaps(ctx, body),
    publicPortal: async ({ ctx }) => ({
      entries: (await portalOf(ctx)).filter((e) => e.shown).map((e) => e.path),
      contact: (await readSection(ctx.db, 'contact')) ?? NO_CONTACT,
    }),
    publicAgreements: ({ ctx }) => agreementsOf(ctx),
  });

  // The uploaded logo, as an image of the portal's own origin (the tenant answer's logo is a path
  // under /innoweb/, which the Content-Security-Policy allows). Served only while it is the logo of
  // the park of the request's host; a new upload gets a new name, so it may be cached for good.
  app.get(`${PARK_LOGO_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const tenant = await app.tenants.forHostname(hostnameOf(request.headers.host));
    const match = LOGO_FILE.exec(file);
    const row =
      match && tenant.logo === `${PARK_LOGO_PREFIX}${file}`
        ? await scopedTo(app.db, tenant.id)
            .selectFrom('attachments')
            .select(['storage_key', 'mime'])
            .where('id', '=', Number(match[1]))
            .executeTakeFirst()
        : undefined;
    const stored = row ? await attachmentStorage(app).open(row.storage_key) : null;
    if (!row || !stored) throw new HttpError(404, '图片不存在');
    return reply
      .header('content-type', row.mime)
      .header('content-length', stored.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stored.stream);
  });
}
