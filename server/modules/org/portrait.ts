import type { Kysely } from 'kysely';
import type { OrgPortrait } from '../../../common/org/contract.js';
import { AUDIT_STATUS } from '../../../common/status.js';
import type { DB, Org } from '../../db/schema.js';
import { parkToday } from '../../lib/park-time.js';
import { maskPhone, toInfor } from './present.js';

const KIND_LABELS = { ORG: '企业认证', RELATE: '关联企业' } as const;
/** Enough history for a screen; older entries stay in the review queue. */
const MAX_HISTORY = 100;

/** Whole years from `day` (YYYY-MM-DD or an ISO timestamp) to `today`; null for an unknown day. */
export function fullYearsSince(day: string, today: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return null;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const years = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return Math.max(years, 0);
}

async function figures(db: Kysely<DB>, org: Org) {
  const sameIndustry = db
    .selectFrom('orgs')
    .where('industry_name', '=', org.industry_name);
  const [industry, inPark, ahead] = await Promise.all([
    sameIndustry
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('register_capital').as('avg')])
      .executeTakeFirstOrThrow(),
    sameIndustry
      .where('park_id', '=', org.park_id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    sameIndustry
      .where('park_id', '=', org.park_id)
      .where('register_capital', '>', org.register_capital)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const today = parkToday();
  return {
    yearsSinceSetup: fullYearsSince(org.setup_date, today),
    yearsOnPlatform: fullYearsSince(org.created_at, today) ?? 0,
    registerCapital: Number(org.register_capital),
    industryName: org.industry_name,
    industryOrgCount: Number(industry.n),
    industryAvgCapital: Math.round(Number(industry.avg ?? 0) * 10) / 10,
    // Competition ranking: equal capitals share a rank.
    industryRankInPark: Number(ahead.n) + 1,
    industryCountInPark: Number(inPark.n),
  };
}

async function linkedUsers(db: Kysely<DB>, org: Org) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'status', 'created_at'])
    .where('org_id', '=', org.id)
    .orderBy('id')
    .execute();
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    phone: maskPhone(u.phone),
    status: u.status,
    createdAt: u.created_at,
  }));
}

/** Link applications for this org, and certification applications for it (by id once passed, by credit code before). */
async function certifications(db: Kysely<DB>, org: Org) {
  const rows = await db
    .selectFrom('org_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.kind',
      'a.status',
      'a.user_name',
      'u.name as applicant_name',
      'a.reason',
      'a.created_at',
      'a.reviewed_at',
    ])
    .where((eb) =>
      eb.or([
        eb('a.org_id', '=', org.id),
        eb.and([
          eb('a.kind', '=', 'ORG'),
          eb('a.org_id', 'is', null),
          eb('a.credit_code', '=', org.credit_code),
        ]),
      ]),
    )
    .orderBy('a.id', 'desc')
    .limit(MAX_HISTORY)
    .execute();
  return rows.map((a) => ({
    id: a.id,
    kind: a.kind,
    kindLabel: KIND_LABELS[a.kind],
    status: a.status,
    statusLabel: AUDIT_STATUS[a.status],
    applicant: a.user_name || a.applicant_name,
    reason: a.reason,
    createdAt: a.created_at,
    reviewedAt: a.reviewed_at,
  }));
}

export async function portraitOf(db: Kysely<DB>, org: Org): Promise<OrgPortrait> {
  const [park, figs, users, history] = await Promise.all([
    db
      .selectFrom('parks')
      .select('name')
      .where('id', '=', org.park_id)
      .executeTakeFirst(),
    figures(db, org),
    linkedUsers(db, org),
    certifications(db, org),
  ]);
  return {
    profile: {
      ...toInfor(org),
      parkName: park?.name ?? org.sub_park,
      contactPhone: org.contact_phone ? maskPhone(org.contact_phone) : '',
      envreate: org.envreate,
      region: `${org.province}${org.city}${org.county}`,
      createdAt: org.created_at,
    },
    figures: figs,
    users,
    certifications: history,
  };
}
