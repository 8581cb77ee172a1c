import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Attachment, DB, NewOrg, Org, OrgApplicationsTable } from '../../db/schema.js';
import type { ApplicationKind } from '../../../common/certify/contract.js';
import { MAX_ID } from '../../../common/contract/atoms.js';

/**
 * Queries of the certification flow. Every function takes the tenant and filters on it; each takes
 * the executor (the app's database or a transaction) so the services decide what is atomic.
 */

export type Application = Selectable<OrgApplicationsTable>;
export type Status = Application['status'];

export interface ApplicationWithApplicant extends Application {
  applicant_name: string;
  applicant_phone: string;
  applicant_org_id: number | null;
}

export interface ApplicantRow {
  id: number;
  name: string;
  phone: string;
  org_id: number | null;
}

/**
 * The applicant's row, locked until the transaction ends on PostgreSQL, so two submits (or a submit
 * and a review) of one user run one after the other. SQLite runs one write transaction at a time.
 */
export async function lockUser(trx: Kysely<DB>, dialect: Dialect, userId: number): Promise<ApplicantRow | undefined> {
  const query = trx
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'org_id'])
    .where('id', '=', userId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function userBrief(db: Kysely<DB>, id: number): Promise<{ id: number; name: string } | undefined> {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function pendingOf(db: Kysely<DB>, userId: number): Promise<Application | undefined> {
  return db
    .selectFrom('org_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'TOAUDIT')
    .executeTakeFirst();
}

/** The returned application a new submit of this kind replaces (the latest, should there be several). */
export async function returnedOf(db: Kysely<DB>, userId: number, kind: ApplicationKind): Promise<Application | undefined> {
  return db
    .selectFrom('org_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'BACK')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function applicationById(db: Kysely<DB>, id: number): Promise<ApplicationWithApplicant | undefined> {
  if (id > MAX_ID) return undefined;
  return db
    .selectFrom('org_applications')
    .innerJoin('users', 'users.id', 'org_applications.user_id')
    .selectAll('org_applications')
    .select(['users.name as applicant_name', 'users.phone as applicant_phone', 'users.org_id as applicant_org_id'])
    .where('org_applications.id', '=', id)
    .executeTakeFirst();
}

export async function mineOf(db: Kysely<DB>, userId: number): Promise<Application[]> {
  return db
    .selectFrom('org_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export type NewApplication = Omit<Application, 'id' | 'tenant_id'>;

export async function insertApplication(trx: Kysely<DB>, values: NewApplication): Promise<number> {
  const row = await trx.insertInto('org_applications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an application only while it still has the expected status: false when someone else got there first. */
export async function updateApplication(
  trx: Kysely<DB>,
  id: number,
  expected: Status,
  values: Partial<NewApplication>,
): Promise<boolean> {
  const result = await trx
    .updateTable('org_applications')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function orgById(db: Kysely<DB>, id: number): Promise<Org | undefined> {
  if (id > MAX_ID) return undefined;
  return db.selectFrom('orgs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function orgByCreditCode(db: Kysely<DB>, code: string): Promise<Org | undefined> {
  return db.selectFrom('orgs').selectAll().where('credit_code', '=', code).executeTakeFirst();
}

/** Users who belong to the organisation: once there is one, it is certified. */
export async function memberCount(db: Kysely<DB>, orgId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertOrg(trx: Kysely<DB>, values: NewOrg): Promise<number> {
  const row = await trx.insertInto('orgs').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setUserOrg(trx: Kysely<DB>, userId: number, orgId: number): Promise<void> {
  await trx.updateTable('users').set({ org_id: orgId }).where('id', '=', userId).execute();
}

/** The park an organisation created by certification is placed in: the tenant's own main park first. */
export async function mainPark(db: Kysely<DB>, sourceParkId: number) {
  const parks = await db
    .selectFrom('parks')
    .selectAll()
    .where('parent_id', 'is', null)
    .orderBy('id')
    .execute();
  return parks.find((p) => p.id === sourceParkId) ?? parks[0];
}

/** A live attachment of this tenant uploaded by this user. */
export { ownAttachment } from '../../kit/attachments.js';

export async function attachmentsByIds(db: Kysely<DB>, ids: readonly number[]): Promise<Attachment[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
}
