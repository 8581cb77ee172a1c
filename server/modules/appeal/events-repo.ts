import type { Kysely } from 'kysely';
import type { AppealAction, AppealState } from '../../../common/appeal/rules.js';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import type { Attachment, DB } from '../../db/schema.js';
import { insertAttachment, linkedFiles, linkFiles } from '../../kit/attachments.js';
import { orgchartPort } from '../orgchart/public.js';
import { nowIso } from '../../lib/clock.js';

/** The timeline and the photos of appeals. */

export interface EventInput {
  appealId: number;
  action: AppealAction;
  from: AppealState | null;
  to: AppealState;
  content?: string;
  departmentId?: number | null;
  rating?: number | null;
  actorId: number | null;
  at?: string;
}

/** Written inside the caller's transaction, so the step and the change commit or roll back together. */
export async function insertEvent(trx: Kysely<DB>, event: EventInput): Promise<void> {
  await trx
    .insertInto('appeal_events')
    .values({
      appeal_id: event.appealId,
      action: event.action,
      state_from: event.from,
      state_to: event.to,
      content: event.content ?? '',
      department_id: event.departmentId ?? null,
      rating: event.rating ?? null,
      actor_id: event.actorId,
      created_at: event.at ?? nowIso(),
    })
    .execute();
}

export interface EventRow {
  id: number;
  action: string;
  state_from: string | null;
  state_to: string;
  content: string;
  rating: number | null;
  created_at: string;
  department_name: string | null;
  actor_name: string | null;
  actor_operator: number;
}

/** One appeal's steps, oldest first, with the department's and the actor's names. */
export async function eventsOf(db: Kysely<DB>, appealId: number): Promise<EventRow[]> {
  const rows = await db
    .selectFrom('appeal_events')
    // The scope joins the park's users only: a step never shows another park's user name.
    .leftJoin('users', 'users.id', 'appeal_events.actor_id')
    .select((eb) => [
      'appeal_events.id',
      'appeal_events.action',
      'appeal_events.state_from',
      'appeal_events.state_to',
      'appeal_events.content',
      'appeal_events.rating',
      'appeal_events.created_at',
      'appeal_events.department_id',
      'users.name as actor_name',
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('user_roles')
              .innerJoin('roles', 'roles.id', 'user_roles.role_id')
              .select('user_roles.user_id')
              .whereRef('user_roles.user_id', '=', 'appeal_events.actor_id')
              .where('roles.rolename', 'in', [...OPERATOR_ROLES]),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('actor_operator'),
    ])
    .where('appeal_events.appeal_id', '=', appealId)
    .orderBy('appeal_events.id')
    .execute();
  // The departments' names are the organisation chart's, asked through its port.
  const names = await orgchartPort.get().departmentNames(
    db,
    rows.flatMap((row) => (row.department_id === null ? [] : [row.department_id])),
  );
  return rows.map(({ department_id, ...row }) => ({
    ...row,
    department_name: department_id === null ? null : (names.get(department_id) ?? null),
    actor_operator: Number(row.actor_operator),
  }));
}

export interface NewPhoto {
  storageKey: string;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
}

const photosOwner = (appealId: number) => ({ kind: 'appeal' as const, id: appealId });

/** Photos become private attachments of the filer (read through the appeal) and are linked in order. */
export async function insertPhotos(
  trx: Kysely<DB>,
  tenantId: number,
  appealId: number,
  uploaderId: number,
  photos: readonly NewPhoto[],
): Promise<void> {
  const ids: number[] = [];
  for (const photo of photos) {
    const row = await insertAttachment(trx, {
      uploader_id: uploaderId,
      filename: photo.filename,
      mime: photo.mime,
      size: photo.size,
      sha256: photo.sha256,
      storage_key: photo.storageKey,
      visibility: 'PRIVATE',
    });
    ids.push(row.id);
  }
  await linkFiles(trx, tenantId, photosOwner(appealId), ids, {});
}

/** An appeal's live photos, in the order they were filed. */
export const photosOf = (db: Kysely<DB>, tenantId: number, appealId: number): Promise<Attachment[]> =>
  linkedFiles(db, tenantId, photosOwner(appealId));
