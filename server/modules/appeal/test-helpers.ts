import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { parkHost } from '../../testing/call.js';
import type { TestUser } from '../../testing/fixtures.js';
import { multipartBody } from '../../testing/uploads.js';
import { sheetsOf } from '../../testing/workbooks.js';
import { buildWorld as buildTwoParks, call, type Answer, type World as TwoParks } from '../../testing/world.js';

/** Test-only: the two-park world (server/testing/world.ts) with parks and departments, and API helpers. */

export const BASE = '/api/dpboot/appeal';

/** The appeals export (诉求台账, require/export). */
export const EXPORT = '/api/dpboot/require/export';

/** The rows of an export's 诉求台账 sheet, header first. */
export const ledgerRows = async (res: Parameters<typeof sheetsOf>[0]) =>
  (await sheetsOf(res)).find((s) => s.name === '诉求台账')!.rows;

export interface World extends TwoParks {
  /** Departments by name, per park. */
  depts: Record<1 | 2, Record<string, number>>;
}

async function insertDepts(db: Kysely<DB>, tenantId: number): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [i, name] of ['企业服务局', '规划建设局', '应急管理局'].entries()) {
    const row = await db
      .insertInto('departments')
      .values({ tenant_id: tenantId, name, parent_id: null, sort: i, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  }
  return ids;
}

export async function buildWorld(dialect: 'sqlite' | 'postgres'): Promise<World> {
  const w = await buildTwoParks(dialect);
  return { ...w, depts: { 1: await insertDepts(w.db, 1), 2: await insertDepts(w.db, 2) } };
}

export { call, type Answer };
export { pngBytes } from '../../testing/uploads.js';

export const newKey = () => crypto.randomUUID();

/** A complete, valid filing form. */
export function appealFields(extra: Record<string, string> = {}): Record<string, string> {
  return {
    category: 'INFRA',
    title: '园区道路积水严重',
    content: '科技大道与创业路交叉口每逢下雨积水超过20厘米，请尽快疏通排水管网。',
    address: '科技大道与创业路交叉口',
    lng: '120.2101',
    lat: '30.2082',
    ...extra,
  };
}

export interface SubmitOptions {
  fields?: Record<string, string>;
  photos?: Array<{ filename?: string; data: Buffer }>;
  key?: string | null;
  tenant?: 1 | 2;
}

/** POST appeal/submit as `user` with a multipart body; the HTTP status and envelope. */
export async function submit(w: World, user: TestUser | undefined, options: SubmitOptions = {}) {
  const tenant = options.tenant ?? 1;
  const form = multipartBody([
    ...Object.entries(options.fields ?? appealFields()).map(([name, data]) => ({ name, data })),
    ...(options.photos ?? []).map((p, i) => ({
      name: 'photos',
      filename: p.filename ?? `photo${i + 1}.jpg`,
      contentType: 'image/jpeg',
      data: p.data,
    })),
  ]);
  const key = options.key === undefined ? newKey() : options.key;
  const res = await w.t.app.inject({
    method: 'POST',
    url: `${BASE}/submit`,
    headers: {
      ...w.t.sign(tenant, user?.token),
      host: parkHost(tenant),
      ...form.headers,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: form.payload,
  });
  return { http: res.statusCode, body: res.json<Answer<{ id: number } | null>>() };
}

/** Files an appeal and answers its id (throws when refused). */
export async function filed(w: World, user: TestUser, options: SubmitOptions = {}): Promise<number> {
  const res = await submit(w, user, options);
  if (res.body.statusCode !== 200 || !res.body.data) throw new Error(`submit refused: ${res.body.message}`);
  return res.body.data.id;
}

export async function countRows(
  db: Kysely<DB>,
  table: 'appeals' | 'attachments' | 'appeal_files' | 'appeal_events',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
