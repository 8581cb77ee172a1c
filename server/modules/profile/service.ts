import type { Profile, ProfileInput } from '../../../common/profile/contract.js';
import type { UserCtx } from '../../kit/context.js';
import { BizError, notFound } from '../../lib/errors.js';
import * as repo from './repo.js';
import * as rules from './rules.js';

/** Reading and saving the signed-in user's own profile. */

const ORGTYPE_LABELS = { ORG: '企业', SERVICE: '服务机构' } as const;

export async function loadProfile(ctx: UserCtx): Promise<Profile> {
  const row = await repo.profileOf(ctx.db, ctx.user.id);
  if (!row) throw notFound('用户');
  // A deleted avatar file shows as none: the client would otherwise show a broken image.
  const avatarId = rules.attachmentIdOf(row.avatar_url);
  const avatarLive = avatarId !== null && (await repo.ownAttachment(ctx.db, ctx.user.id, avatarId)) !== undefined;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    position: row.position,
    avatar: avatarLive ? row.avatar_url : '',
    org:
      row.org_id !== null && row.org_orgtype !== null
        ? {
            id: row.org_id,
            fullname: row.org_fullname ?? '',
            simplename: row.org_simplename ?? '',
            orgtype: row.org_orgtype,
            orgtypeLabel: ORGTYPE_LABELS[row.org_orgtype],
          }
        : null,
    createdAt: row.created_at,
  };
}

/** Only an image this user uploaded in this park may become the avatar: nobody borrows another's file. */
async function avatar(ctx: UserCtx, value: string): Promise<string> {
  if (value.trim() === '') return '';
  const id = rules.attachmentIdOf(value);
  if (id === null) throw new BizError('头像附件无效，请重新上传');
  const file = await repo.ownAttachment(ctx.db, ctx.user.id, id);
  if (!file) throw new BizError('头像附件不存在，请重新上传');
  if (!rules.AVATAR_MIMES.includes(file.mime)) throw new BizError('头像须为 JPG、PNG、WebP 或 GIF 图片');
  return rules.attachmentUrl(id);
}

/** Fields left out of the body keep their value; an empty string clears an optional one. */
export async function saveProfile(ctx: UserCtx, body: ProfileInput): Promise<Profile> {
  const changes: repo.ProfileChanges = { name: rules.name(body.name) };
  if (body.email !== undefined) changes.email = rules.email(body.email);
  if (body.position !== undefined) changes.position = rules.position(body.position);
  if (body.avatar !== undefined) changes.avatar_url = await avatar(ctx, body.avatar);
  if (!(await repo.updateProfile(ctx.db, ctx.user.id, changes))) throw notFound('用户');
  return loadProfile(ctx);
}
