import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  AUDIENCE_BY_ID,
  AUDIENCE_BY_NAME,
  type Audience,
  type AudienceCount,
  type AudienceOptions,
  type AudienceOrg,
  type AudienceUser,
  type audienceEndpoints,
} from '../../common/audience/contract.js';
import type { AnswerOf, QueryOf } from '../../common/contract/endpoint.js';
import type { DB } from '../db/schema.js';
import type { UserCtx } from './context.js';
import type { ListPage } from './list-input.js';
import { BizError } from '../lib/errors.js';
import { containsAny } from '../lib/sql-like.js';

/**
 * The one place a push's recipient choice (common/audience/contract.ts) becomes organisations and
 * users: in-app messages use it, and so will SMS push. An organisation is chosen by its industry
 * (industry_name), its area (sub_park, 所在园区) or its tag (category, 企业类别: 高新技术企业…);
 * it is reached through its active users. Picked users are reached whether or not they belong to
 * an organisation. Everything is of the caller's park: the handle is scoped to it (tenant-scope.ts).
 */

/** A user the choice reaches, with the organisation they were reached through (their own). */
export interface Recipient {
  userId: number;
  orgId: number | null;
}

type OrgsEB = ExpressionBuilder<DB, 'orgs'>;

/** The choice made whole: names and ids present for the kinds that need them, deduplicated. */
export function checkedAudience(audience: Audience): Audience {
  const names = [...new Set((audience.names ?? []).map((n) => n.trim()).filter((n) => n !== ''))];
  const ids = [...new Set(audience.ids ?? [])];
  if (AUDIENCE_BY_NAME.includes(audience.kind) && names.length === 0) {
    throw new BizError(
      audience.kind === 'INDUSTRY' ? '请选择至少一个行业' : audience.kind === 'AREA' ? '请选择至少一个区域' : '请选择至少一个标签',
    );
  }
  if (AUDIENCE_BY_ID.includes(audience.kind) && ids.length === 0) {
    throw new BizError(audience.kind === 'ORG' ? '请选择至少一家企业' : '请选择至少一位用户');
  }
  return { kind: audience.kind, ...(names.length ? { names } : {}), ...(ids.length ? { ids } : {}) };
}

/** The organisations of the choice, as a condition on `orgs` (the handle keeps it to the park). */
function orgCondition(eb: OrgsEB, audience: Audience): Expression<SqlBool> {
  const names = audience.names ?? [];
  switch (audience.kind) {
    case 'ALL':
      return sql<SqlBool>`1 = 1`;
    case 'INDUSTRY':
      return eb('orgs.industry_name', 'in', names);
    case 'AREA':
      return eb('orgs.sub_park', 'in', names);
    case 'TAG':
      return eb('orgs.category', 'in', names);
    case 'ORG':
      return eb('orgs.id', 'in', audience.ids ?? []);
    case 'USER':
      // Users are picked directly; no organisation is chosen.
      return eb.val(false).$castTo<SqlBool>();
  }
}

function chosenUsers(db: Kysely<DB>, audience: Audience) {
  const active = db.selectFrom('users').where('users.status', '=', 'ACTIVE');
  if (audience.kind === 'USER') return active.where('users.id', 'in', audience.ids ?? []);
  return active.where('users.org_id', 'in', (eb) => eb.selectFrom('orgs').select('orgs.id').where((o) => orgCondition(o, audience)));
}

/** Every user the choice reaches now, each once, in id order. */
export async function audienceRecipients(db: Kysely<DB>, input: Audience): Promise<Recipient[]> {
  const audience = checkedAudience(input);
  const rows = await chosenUsers(db, audience).select(['users.id', 'users.org_id']).orderBy('users.id').execute();
  return rows.map((r) => ({ userId: Number(r.id), orgId: r.org_id === null ? null : Number(r.org_id) }));
}

/** How many organisations and users the choice reaches now (the live count of the chooser). */
export async function countAudience(db: Kysely<DB>, input: Audience): Promise<AudienceCount> {
  const audience = checkedAudience(input);
  const users = await chosenUsers(db, audience)
    .select([(eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.count<number | string>('users.org_id').distinct().as('orgs')])
    .executeTakeFirstOrThrow();
  if (audience.kind === 'USER') return { orgs: Number(users.orgs), users: Number(users.n) };
  const orgs = await db
    .selectFrom('orgs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => orgCondition(eb, audience))
    .executeTakeFirstOrThrow();
  return { orgs: Number(orgs.n), users: Number(users.n) };
}

interface FacetRow {
  name: string;
  n: number | string;
}

/** The industries, areas and tags of the park's organisations, each with how many it has. */
export async function audienceOptions(db: Kysely<DB>): Promise<AudienceOptions> {
  const facet = async (column: 'industry_name' | 'sub_park' | 'category') => {
    const rows: FacetRow[] = await db
      .selectFrom('orgs')
      .select((eb) => [eb.ref(column).as('name'), eb.fn.countAll<number>().as('n')])
      .where(column, '<>', '')
      .groupBy(column)
      .execute();
    return rows
      .map((r) => ({ name: r.name, orgs: Number(r.n) }))
      .sort((a, b) => b.orgs - a.orgs || a.name.localeCompare(b.name, 'zh-Hans-CN'));
  };
  const [industries, areas, tags, total] = await Promise.all([
    facet('industry_name'),
    facet('sub_park'),
    facet('category'),
    countAudience(db, { kind: 'ALL' }),
  ]);
  return { industries, areas, tags, total };
}

export interface LookupQuery {
  search?: string | undefined;
  ids?: string | undefined;
}

const idsOf = (text: string | undefined) =>
  [...new Set((text ?? '').split(',').filter((t) => /^\d+$/.test(t)).map(Number))].filter((n) => n > 0 && n <= 2_147_483_647);

const maskPhone = (phone: string) => (phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

/** The number of active users of the organisation of the row (`orgs`), selected as `users`: whom a push to it reaches. */
export const activeUsersOfOrg = (eb: ExpressionBuilder<DB, 'orgs'>) =>
  eb
    .selectFrom('users')
    .select((u) => u.fn.countAll<number | string>().as('c'))
    .whereRef('users.org_id', '=', 'orgs.id')
    .where('users.status', '=', 'ACTIVE')
    .as('users');

/** Organisations to pick from: by name or credit code, with their number of active users. */
export async function audienceOrgs(db: Kysely<DB>, q: LookupQuery, page: ListPage): Promise<{ list: AudienceOrg[]; total: number }> {
  const ids = q.ids === undefined ? null : idsOf(q.ids);
  let base = db.selectFrom('orgs');
  if (ids) base = ids.length ? base.where('orgs.id', 'in', ids) : base.where(sql<SqlBool>`1 = 0`);
  const search = containsAny(q.search, ['orgs.fullname', 'orgs.credit_code']);
  if (search) base = base.where(search);
  const [rows, total] = await Promise.all([
    base
      .select(['orgs.id', 'orgs.fullname', 'orgs.industry_name', 'orgs.sub_park'])
      .select(activeUsersOfOrg)
      .orderBy('orgs.fullname')
      .orderBy('orgs.id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      fullname: r.fullname,
      industry: r.industry_name,
      area: r.sub_park,
      users: Number(r.users ?? 0),
    })),
    total: Number(total.n),
  };
}

/** Active users to pick from: by name, phone or organisation name. */
export async function audienceUsers(db: Kysely<DB>, q: LookupQuery, page: ListPage): Promise<{ list: AudienceUser[]; total: number }> {
  const ids = q.ids === undefined ? null : idsOf(q.ids);
  let base = db
    .selectFrom('users')
    .leftJoin('orgs', 'orgs.id', 'users.org_id')
    .where('users.status', '=', 'ACTIVE');
  if (ids) base = ids.length ? base.where('users.id', 'in', ids) : base.where(sql<SqlBool>`1 = 0`);
  const search = containsAny(q.search, ['users.name', 'users.phone', 'orgs.fullname']);
  if (search) base = base.where(search);
  const [rows, total] = await Promise.all([
    base
      .select(['users.id', 'users.name', 'users.phone', 'orgs.fullname'])
      .orderBy('users.name')
      .orderBy('users.id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ id: Number(r.id), name: r.name, phone: maskPhone(r.phone), orgName: r.fullname ?? '' })),
    total: Number(total.n),
  };
}

type Endpoints = ReturnType<typeof audienceEndpoints>;
type In<E extends keyof Endpoints> = { ctx: UserCtx; query: QueryOf<Endpoints[E]>; body: Audience; page: ListPage };

/**
 * The handlers of the chooser's four endpoints (common/audience/contract.ts audienceEndpoints),
 * to spread into an area's serveAll.
 */
export function audienceHandlers() {
  return {
    audienceOptions: ({ ctx }: { ctx: UserCtx }): Promise<AnswerOf<Endpoints['audienceOptions']>> => audienceOptions(ctx.db),
    audienceCount: ({ ctx, body }: Pick<In<'audienceCount'>, 'ctx' | 'body'>) => countAudience(ctx.db, body),
    audienceOrgs: ({ ctx, query, page }: Pick<In<'audienceOrgs'>, 'ctx' | 'query' | 'page'>) => audienceOrgs(ctx.db, query, page),
    audienceUsers: ({ ctx, query, page }: Pick<In<'audienceUsers'>, 'ctx' | 'query' | 'page'>) => audienceUsers(ctx.db, query, page),
  };
}
