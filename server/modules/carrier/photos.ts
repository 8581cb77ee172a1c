import type { Kysely } from 'kysely';
import { CARRIER_LIMITS } from '../../../common/carrier/rules.js';
import { hasPermission } from '../../../common/roles.js';
import type { DB } from '../../db/schema.js';
import {
  fileItem,
  linkedFiles,
  linkFiles,
  setVisibility,
  softDeleteAttachment,
  usableAttachments,
  type AttachmentKind,
  type FileAsker,
} from '../../kit/attachments.js';
import type { RequestCtx } from '../../kit/context.js';
import { BizError } from '../../lib/errors.js';

declare module '../../kit/attachments/kinds.js' {
  interface AttachmentLinkTables {
    carrier: { table: 'carrier_photos'; column: 'carrier_id' };
    carrierResource: { table: 'carrier_resource_photos'; column: 'resource_id' };
  }
}

/**
 * Photos of carriers and their spaces, under the attachment ownership rule: operators of the park
 * upload them, a save links them in order and makes them PUBLIC (the register is public: anyone
 * of the park sees them); those with carrier.manage remove them. The register has no submitted
 * state, so its photos may always change. A photo taken off a record is deleted.
 */

export type PhotoKind = 'carrier' | 'carrierResource';

const manager = ({ user }: FileAsker) => Promise.resolve(hasPermission(user, 'carrier.manage'));
const always = () => Promise.resolve(true);

export const carrierAttachments: readonly AttachmentKind[] = [
  { kind: 'carrier', held: { links: { table: 'carrier_photos', column: 'carrier_id' }, records: 'carrier_carriers' }, canRead: manager, canDelete: manager, editable: always },
  {
    kind: 'carrierResource',
    held: { links: { table: 'carrier_resource_photos', column: 'resource_id' }, records: 'carrier_resources' },
    canRead: manager,
    canDelete: manager,
    editable: always,
  },
];

const unlinkAll = (trx: Kysely<DB>, kind: PhotoKind, id: number) =>
  kind === 'carrier'
    ? trx.deleteFrom('carrier_photos').where('carrier_id', '=', id).execute()
    : trx.deleteFrom('carrier_resource_photos').where('resource_id', '=', id).execute();

/**
 * Sets a record's photos to `ids` in this order (undefined: left as they are). Each must be an
 * image an operator uploaded, or one the record has already.
 */
export async function keepPhotos(ctx: RequestCtx, kind: PhotoKind, id: number, ids: readonly number[] | undefined): Promise<void> {
  if (ids === undefined) return;
  const wanted = [...new Set(ids)];
  if (wanted.length > CARRIER_LIMITS.photosMax) throw new BizError(`照片最多${String(CARRIER_LIMITS.photosMax)}张`);
  const owner = { kind, id };
  const usable = await usableAttachments(ctx.db, ctx.tenantId, wanted, { uploadedBy: 'operators', orLinkedTo: owner });
  if (usable.length !== wanted.length || usable.some((a) => !a.mime.startsWith('image/'))) throw new BizError('照片不存在或不是图片，请重新上传');
  const before = await linkedFiles(ctx.db, ctx.tenantId, owner);
  await ctx.db.transaction().execute(async (trx) => {
    await unlinkAll(trx, kind, id);
    await linkFiles(trx, ctx.tenantId, owner, wanted, {});
    await setVisibility(trx, ctx.tenantId, wanted, 'PUBLIC');
    for (const gone of before.filter((f) => !wanted.includes(f.id))) await softDeleteAttachment(trx, ctx.tenantId, gone.id);
  });
}

/** A record's photos as the answers list them. */
export async function photosOf(ctx: RequestCtx, kind: PhotoKind, id: number) {
  return (await linkedFiles(ctx.db, ctx.tenantId, { kind, id })).map((f) => fileItem(f));
}
