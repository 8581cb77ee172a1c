import type { BasicSetting } from '../../../common/setting/contract.js';
import { HOME_ENTRY_PATHS, orderedEntries, type HomeEntryChoice } from '../../../common/setting/home-entries.js';
import {
  agreementProblem,
  contactAddressProblem,
  contactEmailProblem,
  contactPhoneProblem,
  defaultAgreements,
  entriesProblem,
  fullnameProblem,
  SETTING_LIMITS,
  shortNameProblem,
  themeColorProblem,
} from '../../../common/setting/rules.js';
import { DEFAULT_LOGO, logoOf, themeColorOf } from '../../../common/tenant.js';
import type { AppInstance } from '../../app-types.js';
import type { Tenant } from '../../db/schema.js';
import { attachmentIdOf, setVisibility, usableAttachments } from '../../kit/attachments.js';
import type { RequestCtx, UserCtx } from '../../kit/context.js';
import { record } from '../../lib/audit-log.js';
import { BizError } from '../../lib/errors.js';
import { NO_CONTACT, readSection, writeSection, type SectionValues } from './store.js';

/** Where an uploaded logo is served: a path under /innoweb/, as the tenant answer's logo must be. */
export const PARK_LOGO_PREFIX = '/innoweb/park-logo/';
const LOGO_TYPES: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The park's row as stored now (the request's tenant may be the short-lived cached copy). */
async function tenantRow(ctx: RequestCtx): Promise<Tenant> {
  return ctx.db.selectFrom('tenants').selectAll().where('id', '=', ctx.tenantId).executeTakeFirstOrThrow();
}

function firstProblem(...problems: Array<string | null>): void {
  const problem = problems.find((p) => p !== null);
  if (problem) throw new BizError(problem);
}

export async function basicOf(ctx: RequestCtx): Promise<BasicSetting> {
  const tenant = await tenantRow(ctx);
  const contact = (await readSection(ctx.db, 'contact')) ?? NO_CONTACT;
  return {
    fullname: tenant.fullname,
    shortName: tenant.dp_simple,
    logo: logoOf(tenant.logo),
    themeColor: themeColorOf(tenant.theme_color),
    contactPhone: contact.phone,
    contactAddress: contact.address,
    contactEmail: contact.email,
  };
}

/**
 * The logo a save asks for: the current one or the default emblem unchanged, or an image an
 * operator of this park uploaded (PNG, JPG or WebP, at most 1 MB), which becomes public and is
 * served under PARK_LOGO_PREFIX.
 */
async function chosenLogo(ctx: UserCtx, wanted: string, current: string): Promise<{ path: string; attachmentId: number | null }> {
  const value = wanted.trim();
  if (!value) throw new BizError('请上传园区标志');
  if (value === current || value === DEFAULT_LOGO) return { path: value, attachmentId: null };
  const id = attachmentIdOf(value);
  const [file] = id === null ? [] : await usableAttachments(ctx.db, ctx.tenantId, [id], { uploadedBy: 'operators' });
  if (!file) throw new BizError('园区标志须是本园区运营人员上传的图片，请重新上传');
  const ext = LOGO_TYPES[file.mime];
  if (!ext) throw new BizError('园区标志须为 PNG、JPG 或 WebP 图片');
  if (file.size > SETTING_LIMITS.logoBytes) throw new BizError('园区标志图片不能超过 1 MB');
  return { path: `${PARK_LOGO_PREFIX}${String(file.id)}.${ext}`, attachmentId: file.id };
}

const trail = (ctx: UserCtx, section: string) =>
  ({ tenantId: ctx.tenantId, subjectType: 'park_setting', subjectId: ctx.tenantId, action: 'SAVE', from: null, to: section, reason: '', actorId: ctx.user.id }) as const;

/**
 * Saves names, logo, colour and contact. The tenant answer, the page shell and the manifest read
 * the tenant through the process's short-lived cache, which is dropped here, so they answer the
 * new values at once.
 */
export async function saveBasic(app: AppInstance, ctx: UserCtx, body: BasicSetting): Promise<null> {
  firstProblem(
    fullnameProblem(body.fullname),
    shortNameProblem(body.shortName),
    themeColorProblem(body.themeColor),
    contactPhoneProblem(body.contactPhone),
    contactAddressProblem(body.contactAddress),
    contactEmailProblem(body.contactEmail),
  );
  const tenant = await tenantRow(ctx);
  const logo = await chosenLogo(ctx, body.logo, tenant.logo);
  const contact: SectionValues['contact'] = {
    phone: body.contactPhone.trim(),
    address: body.contactAddress.trim(),
    email: body.contactEmail.trim(),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({
        fullname: body.fullname.trim(),
        dp_simple: body.shortName.trim(),
        logo: logo.path,
        theme_color: body.themeColor.trim().toLowerCase(),
      })
      .where('id', '=', ctx.tenantId)
      .execute();
    if (logo.attachmentId !== null) await setVisibility(trx, ctx.tenantId, [logo.attachmentId], 'PUBLIC');
    await writeSection(trx, 'contact', contact, ctx.user.id);
    await record(trx, trail(ctx, 'basic'));
  });
  app.tenants.forget();
  return null;
}

export async function portalOf(ctx: RequestCtx): Promise<HomeEntryChoice[]> {
  return orderedEntries((await readSection(ctx.db, 'portal'))?.entries ?? null);
}

export async function savePortal(ctx: UserCtx, entries: readonly HomeEntryChoice[]): Promise<null> {
  firstProblem(entriesProblem(entries, HOME_ENTRY_PATHS));
  const value = { entries: orderedEntries(entries) };
  await ctx.db.transaction().execute(async (trx) => {
    await writeSection(trx, 'portal', value, ctx.user.id);
    await record(trx, trail(ctx, 'portal'));
  });
  return null;
}

export async function agreementsOf(ctx: RequestCtx): Promise<SectionValues['agreements']> {
  return (await readSection(ctx.db, 'agreements')) ?? defaultAgreements((await tenantRow(ctx)).fullname);
}

export async function saveAgreements(ctx: UserCtx, body: SectionValues['agreements']): Promise<null> {
  firstProblem(agreementProblem('用户协议', body.userAgreement), agreementProblem('隐私政策', body.privacyPolicy));
  const value = { userAgreement: body.userAgreement.trim(), privacyPolicy: body.privacyPolicy.trim() };
  await ctx.db.transaction().execute(async (trx) => {
    await writeSection(trx, 'agreements', value, ctx.user.id);
    await record(trx, trail(ctx, 'agreements'));
  });
  return null;
}
