import type { Kysely } from 'kysely';
import { categoryOf, dueAtFor, type AppealState } from '../../../../common/appeal.js';
import type { DB } from '../../../db/schema.js';
import type { AppealsTable, AppealEventsTable } from '../tables.js';
import type { Insertable } from 'kysely';
import {
  APPEAL_TEXTS,
  ASSIGN_NOTES,
  OPERATOR_CLOSE_REASON,
  OVERDUE_RATING_CLOSE,
  PROGRESS_NOTES,
  RATING_COMMENTS,
  REJECT_REASONS,
} from './appeals-texts.js';
import { isoAt, type SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import { DEMO_STAFF_ROLE } from '../../../db/seed/roles.js';
import { orgchartPort } from '../../orgchart/public.js';
import { scopedTo } from '../../../kit/tenant-scope.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import { Random, seedFrom } from '../../../db/seed/random.js';

/**
 * The demo appeals (诉求) of both parks, in every state: most filed by park officers for the
 * enterprises they visit, some by the demo enterprise and service users themselves. Dates count
 * back from the seeding day. Open appeals are filed so that on that day most are in time, one in
 * six is about to fall due (today or tomorrow, park time) and one in six is overdue.
 */

/** The order states are dealt in: every state, mostly settled ones. */
const STATE_PLAN: readonly AppealState[] = [
  'CLOSED',
  'ASSIGNED',
  'REPLIED',
  'SUBMITTED',
  'CLOSED',
  'REJECTED',
  'ASSIGNED',
  'CLOSED',
  'REPLIED',
  'SUBMITTED',
  'CLOSED',
  'CLOSED',
];
export const DEMO_APPEAL_COUNTS = { 1: 36, 2: 10 } as const satisfies Record<number, number>;

const HOUR = 3600;
const DAY_S = 24 * HOUR;

interface People {
  operators: number[];
  /** The park's demo 诉求专员 (企业服务科), who handles the appeals the section is given. */
  clerk: number | undefined;
  /** Demo users linked to an organisation: they file and rate for it. */
  members: Array<{ userId: number; orgId: number }>;
}

async function peopleOf(db: Kysely<DB>, tenantId: number): Promise<People> {
  const phones = DEMO_ACCOUNTS.filter((a) => a.tenantId === tenantId);
  const users = await db
    .selectFrom('users')
    .select(['id', 'phone', 'org_id'])
    .where('tenant_id', '=', tenantId)
    .where(
      'phone',
      'in',
      phones.map((a) => a.phone),
    )
    .orderBy('phone')
    .execute();
  const role = (phone: string) => phones.find((a) => a.phone === phone)?.role;
  return {
    operators: users.filter((u) => role(u.phone) === '管理员' || role(u.phone) === '管委会').map((u) => u.id),
    clerk: users.find((u) => role(u.phone) === DEMO_STAFF_ROLE.rolename)?.id,
    members: users.filter((u) => u.org_id !== null).map((u) => ({ userId: u.id, orgId: u.org_id! })),
  };
}

/** The section of the enterprise service bureau that is given part of the bureau's appeals. */
const SECTION_BUREAU = '企业服务局';
const SECTION = '企业服务科';

type Seconds = number;
const at = (s: Seconds) => isoAt(0, s);

/** How an open appeal stands on the seeding day. */
type Standing = 'IN_TIME' | 'DUE_SOON' | 'OVERDUE';

const isOpen = (state: AppealState) => state === 'SUBMITTED' || state === 'ASSIGNED';

/** The k-th open appeal (k counted over the plan): one in six due soon, one in six overdue. */
function standingOf(index: number): Standing {
  const perRound = STATE_PLAN.filter(isOpen).length;
  const k =
    Math.floor(index / STATE_PLAN.length) * perRound +
    STATE_PLAN.slice(0, index % STATE_PLAN.length).filter(isOpen).length;
  return k % 6 === 3 ? 'OVERDUE' : k % 6 === 1 ? 'DUE_SOON' : 'IN_TIME';
}

/**
 * When an open appeal of `category` was filed (seconds), so that it stands as `standing` at the start
 * of the seeding day: filed on one of the 30 days before, in office hours (park time, UTC+8:
 * 09:00–17:30). Due soon means due by the end of tomorrow (park time); on a Saturday, when no
 * deadline falls on Sunday, the nearest one is taken.
 */
function openFiling(today: SeedDay, category: string, standing: Standing, random: Random): Seconds {
  const base = today.day * DAY_S;
  const filings = Array.from(
    { length: 30 },
    (_, d) => (today.day - 1 - d) * DAY_S + HOUR + random.int(0, 17 * 1800),
  );
  const left = (s: Seconds) => Date.parse(dueAtFor(at(s), category)) / 1000 - base;
  const fits = filings.filter((s) =>
    standing === 'OVERDUE'
      ? left(s) < 0 && left(s) > -10 * DAY_S
      : standing === 'DUE_SOON'
        ? left(s) > 0 && left(s) < 2 * DAY_S
        : left(s) >= 2 * DAY_S,
  );
  if (fits.length > 0) return random.pick(fits);
  const pending = filings.filter((s) => left(s) > 0);
  return pending.reduce((a, b) => (left(b) < left(a) ? b : a));
}

function ratingOf(random: Random): number {
  return random.weighted([
    [5, 50],
    [4, 30],
    [3, 12],
    [2, 5],
    [1, 3],
  ] as const);
}

interface Planned {
  appeal: Insertable<AppealsTable>;
  events: Array<Omit<Insertable<AppealEventsTable>, 'appeal_id'>>;
}

function plan(
  today: SeedDay,
  tenantId: number,
  index: number,
  random: Random,
  people: People,
  orgIds: number[],
  depts: Map<string, number>,
): Planned {
  const state = STATE_PLAN[index % STATE_PLAN.length]!;
  // A stride coprime to the number of texts walks through all of them; each further round is shifted
  // by half, so an enterprise's appeals 22 apart do not repeat one another.
  const round = Math.floor(index / APPEAL_TEXTS.length) * 11;
  const text = APPEAL_TEXTS[(index * 7 + round + tenantId * 3) % APPEAL_TEXTS.length]!;
  const category = categoryOf(text.category)!;
  // Every fifth by a demo member in turn, and a few more by the first (the enterprise user).
  const member =
    index % 5 === 0
      ? people.members[(index / 5) % people.members.length]
      : index % 5 === 3 && index < 20
        ? people.members[0]
        : undefined;
  const operator = people.operators[index % people.operators.length]!;
  const filer = member?.userId ?? operator;
  const orgId = member?.orgId ?? random.pick(orgIds);

  const daysBack = state === 'REPLIED' ? random.int(5, 30) : random.int(10, 150);
  // Filed in office hours, park time (UTC+8): 09:00–17:30.
  const created = isOpen(state)
    ? openFiling(today, text.category, standingOf(index), random)
    : (today.day - daysBack) * DAY_S + HOUR + random.int(0, 17 * 1800);
  const due = dueAtFor(at(created), text.category);
  const dueS = Date.parse(due) / 1000;
  // The enterprise service bureau gives every other one of its own to its section 企业服务科, whose
  // 诉求专员 then handles them (so that account's data scope, 本部门及以下, shows a part of the queue).
  const toSection = category.department === SECTION_BUREAU && index % 2 === 0 && depts.has(SECTION);
  const department = depts.get(toSection ? SECTION : category.department) ?? null;
  const handler = (toSection ? people.clerk : undefined) ?? operator;
  const events: Planned['events'] = [];
  const event = (
    action: string,
    from: AppealState | null,
    to: AppealState,
    s: Seconds,
    actor: number | null,
    extra: Partial<Insertable<AppealEventsTable>> = {},
  ) =>
    events.push({
      tenant_id: tenantId,
      action,
      state_from: from,
      state_to: to,
      content: '',
      department_id: null,
      rating: null,
      actor_id: actor,
      created_at: at(s),
      ...extra,
    });

  event('SUBMIT', null, 'SUBMITTED', created, filer);
  const appeal: Insertable<AppealsTable> = {
    tenant_id: tenantId,
    org_id: orgId,
    category: text.category,
    title: text.title,
    content: text.content,
    address: text.address ?? '',
    lng: null,
    lat: null,
    state,
    department_id: null,
    submitter_id: filer,
    on_behalf: member ? 0 : 1,
    reply: '',
    replier_id: null,
    replied_at: null,
    rating: null,
    rating_comment: '',
    rated_by: null,
    reason: '',
    closed_at: null,
    due_at: due,
    client_key: `seed-${tenantId}-${index + 1}`,
    created_at: at(created),
    updated_at: at(created),
  };
  // Nothing happens after the seeding day starts: later steps are pulled back to just before it.
  const limit = today.day * DAY_S - HOUR;
  let last = created;
  const step = (s: Seconds) => (last = Math.min(Math.max(s, last + 600), limit));

  if (state === 'REJECTED') {
    const reason = REJECT_REASONS[index % REJECT_REASONS.length]!;
    const when = step(created + random.int(4, 30) * HOUR);
    event('REJECT', 'SUBMITTED', 'REJECTED', when, operator, { content: reason });
    Object.assign(appeal, { reason, closed_at: at(when), updated_at: at(when) });
    return { appeal, events };
  }
  if (state === 'SUBMITTED') return { appeal, events };

  const assigned = step(created + random.int(2, 20) * HOUR);
  event('ASSIGN', 'SUBMITTED', 'ASSIGNED', assigned, operator, {
    department_id: department,
    content: ASSIGN_NOTES[index % ASSIGN_NOTES.length]!,
  });
  Object.assign(appeal, { department_id: department, updated_at: at(assigned) });
  if (index % 3 !== 1) {
    const noted = step(assigned + random.int(20, 60) * HOUR);
    event('PROGRESS', 'ASSIGNED', 'ASSIGNED', noted, handler, {
      content: PROGRESS_NOTES[index % PROGRESS_NOTES.length]!,
    });
    appeal.updated_at = at(noted);
  }
  if (state === 'ASSIGNED') return { appeal, events };

  // Most answers come before the deadline, about one in five after it.
  const share = random.chance(0.2) ? random.between(1.1, 1.8) : random.between(0.25, 0.9);
  const replied = step(created + Math.round((dueS - created) * share));
  event('REPLY', 'ASSIGNED', 'REPLIED', replied, handler, { content: text.reply });
  Object.assign(appeal, {
    reply: text.reply,
    replier_id: handler,
    replied_at: at(replied),
    updated_at: at(replied),
  });
  if (state === 'REPLIED') return { appeal, events };

  const closed = step(replied + random.int(20, 96) * HOUR);
  if (member) {
    const rating = ratingOf(random);
    const comment = random.pick(RATING_COMMENTS[rating] ?? ['']);
    event('RATE', 'REPLIED', 'CLOSED', closed, member.userId, { content: comment, rating });
    Object.assign(appeal, { rating, rating_comment: comment, rated_by: member.userId });
  } else {
    const reason = index % 5 === 0 ? OVERDUE_RATING_CLOSE : OPERATOR_CLOSE_REASON;
    event('CLOSE', 'REPLIED', 'CLOSED', closed, handler, { content: reason });
    appeal.reason = reason;
  }
  Object.assign(appeal, { closed_at: at(closed), updated_at: at(closed) });
  return { appeal, events };
}

async function insertFor(
  db: Kysely<DB>,
  today: SeedDay,
  tenantId: number,
  depts: Map<string, number>,
): Promise<void> {
  const people = await peopleOf(db, tenantId);
  const orgs = await db
    .selectFrom('orgs')
    .select(['id', 'longitude', 'latitude', 'address'])
    .where('tenant_id', '=', tenantId)
    .where('orgtype', '=', 'ORG')
    .orderBy('id')
    .limit(60)
    .execute();
  const random = new Random(seedFrom('appeals', tenantId));
  const count = DEMO_APPEAL_COUNTS[tenantId as keyof typeof DEMO_APPEAL_COUNTS] ?? 0;
  const planned = Array.from({ length: count }, (_, i) =>
    plan(
      today,
      tenantId,
      i,
      random,
      people,
      orgs.map((o) => o.id),
      depts,
    ),
  );
  // Oldest first, so ids grow with the dates as they would have in real use.
  planned.sort((a, b) => (a.appeal.created_at < b.appeal.created_at ? -1 : 1));
  for (const [i, { appeal, events }] of planned.entries()) {
    const org = orgs.find((o) => o.id === appeal.org_id);
    if (org && !appeal.address) appeal.address = org.address;
    // Half were filed on the spot, with the device's position.
    if (org && i % 2 === 0) Object.assign(appeal, { lng: Number(org.longitude), lat: Number(org.latitude) });
    const { id } = await db.insertInto('appeals').values(appeal).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('appeal_events')
      .values(events.map((e) => ({ ...e, appeal_id: id })))
      .execute();
  }
}

/**
 * The appeals of both demo parks, assigned to the departments the organisation chart seeded
 * (asked through its port); the demo orgs, accounts and departments must already exist.
 */
export async function insertDemoAppeals(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    const departments = await orgchartPort.get().departments(scopedTo(db, tenant.id));
    await insertFor(db, today, tenant.id, new Map(departments.map((d) => [d.name, d.id])));
  }
}
