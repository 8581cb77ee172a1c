import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { insertTwoTenants, insertUser, type TestUser, insertOrg as insertTestOrg } from '../../testing/fixtures.js';
import { call, parkHost, type Answer } from '../../testing/call.js';

/** Test-only: a two-park world with enterprises, their users, operators and departments, and API helpers. */

export const BASE = '/api/dpboot/appeal';

export interface World {
  t: TestApp;
  db: Kysely<DB>;
  /** 管理员 of park 1. */
  admin: TestUser;
  /** 管委会 of park 1. */
  committee: TestUser;
  /** Two users of enterprise A (park 1), one of enterprise B, one of service organisation S. */
  orgA: number;
  userA: TestUser;
  userA2: TestUser;
  orgB: number;
  userB: TestUser;
  orgS: number;
  userS: TestUser;
  /** A registered user without an organisation. */
  individual: TestUser;
  /** 管理员 of park 2, and a user of an enterprise there. */
  admin2: TestUser;
  org2: number;
  user2: TestUser;
  /** Departments by name, per park. */
  depts: Record<1 | 2, Record<string, number>>;
}

let serial = 0;
const phone = () => `1360000${String(++serial).padStart(4, '0')}`;

async function insertPark(db: Kysely<DB>, tenantId: number) {
  await db
    .insertInto('parks')
    .values({
      id: tenantId * 1000 + 1,
      tenant_id: tenantId,
      parent_id: null,
      name: `主园区${tenantId}`,
      province: '浙江省',
      city: '杭州市',
      county: '滨江区',
      address: '江南大道3850号',
      longitude: 120.19,
      latitude: 30.19,
      area_km2: 72.2,
    })
    .execute();
}

/** An organisation of the park, named as the test needs it. */
export function insertOrg(db: Kysely<DB>, tenantId: number, fullname: string, orgtype: 'ORG' | 'SERVICE' = 'ORG'): Promise<number> {
  return insertTestOrg(db, tenantId, { fullname, simplename: fullname.slice(2, 6), orgtype });
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
  const t = await buildTestApp(dialect);
  const db = t.database.db;
  await insertTwoTenants(db);
  await insertPark(db, 1);
  await insertPark(db, 2);
  const orgA = await insertOrg(db, 1, '杭州甲科技有限公司');
  const orgB = await insertOrg(db, 1, '杭州乙制造有限公司');
  const orgS = await insertOrg(db, 1, '浙江丙知识产权代理有限公司', 'SERVICE');
  const org2 = await insertOrg(db, 2, '苏州丁生物医药有限公司');
  return {
    t,
    db,
    admin: await insertUser(db, 1, phone(), [OPERATOR_ROLES[1]]),
    committee: await insertUser(db, 1, phone(), [OPERATOR_ROLES[0]]),
    orgA,
    userA: await insertUser(db, 1, phone(), [], orgA),
    userA2: await insertUser(db, 1, phone(), [], orgA),
    orgB,
    userB: await insertUser(db, 1, phone(), [], orgB),
    orgS,
    userS: await insertUser(db, 1, phone(), [], orgS),
    individual: await insertUser(db, 1, phone()),
    admin2: await insertUser(db, 2, phone(), [OPERATOR_ROLES[1]]),
    org2,
    user2: await insertUser(db, 2, phone(), [], org2),
    depts: { 1: await insertDepts(db, 1), 2: await insertDepts(db, 2) },
  };
}

export { call, type Answer };

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----appealTest${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined)
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`, 'utf8'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid 1×1 PNG, built so no binary fixture has to live in the repository. */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
