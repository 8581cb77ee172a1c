import type { Kysely } from 'kysely';
import type { ProfileField } from '../../../../common/policy.js';
import type { ProfileAnswer } from '../../../../common/policy/match/contract.js';
import type { DB, Org } from '../../../db/schema.js';
import { parkToday } from '../../../lib/park-time.js';
import { profileFieldOf } from '../present-quota.js';
import type { QuotaRow } from '../repo-quota.js';
import { answerText } from './explain.js';
import type { EngineQuota } from './types.js';

/**
 * Answers an organisation's record gives by itself: each quota with a profileField is answered
 * from the matching fact (option quotas by the option's label). Facts the record does not hold,
 * or that no option names, stay unanswered.
 */

export type ProfileOrg = Pick<
  Org,
  | 'id'
  | 'fullname'
  | 'industry_name'
  | 'category'
  | 'register_capital'
  | 'setup_date'
  | 'regist_status'
  | 'sub_park'
  | 'envreate'
>;

export async function orgOf(
  db: Kysely<DB>,
  orgId: number | null,
): Promise<ProfileOrg | undefined> {
  if (orgId === null) return undefined;
  return db
    .selectFrom('orgs')
    .select([
      'id',
      'fullname',
      'industry_name',
      'category',
      'register_capital',
      'setup_date',
      'regist_status',
      'sub_park',
      'envreate',
    ])
    .where('id', '=', orgId)
    .executeTakeFirst();
}

/** Whole years from a 'YYYY-MM-DD…' day to today; null for an unknown day. */
export function yearsSince(day: string, today: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return null;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return Math.max(ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0), 0);
}

type Fact = { kind: 'number'; value: number } | { kind: 'label'; labels: string[]; none: boolean };

function factOf(field: ProfileField, org: ProfileOrg, today: string): Fact | null {
  switch (field) {
    case 'registerCapital':
      return { kind: 'number', value: Number(org.register_capital) };
    case 'setupYears': {
      const years = yearsSince(org.setup_date, today);
      return years === null ? null : { kind: 'number', value: years };
    }
    case 'industry':
      return org.industry_name ? { kind: 'label', labels: [org.industry_name], none: false } : null;
    case 'category':
      // 一般企业 holds none of the qualifications the options name.
      return org.category ? { kind: 'label', labels: [org.category], none: true } : null;
    case 'inPark':
      return { kind: 'label', labels: [org.regist_status === '迁出' ? '否' : '是'], none: false };
    case 'subPark':
      return org.sub_park ? { kind: 'label', labels: [org.sub_park], none: false } : null;
    case 'envRating':
      return org.envreate
        ? { kind: 'label', labels: [org.envreate, `${org.envreate}级`], none: false }
        : null;
    default:
      return null;
  }
}

/** The profile's answer to one quota, or undefined when the record cannot tell. */
export function profileAnswer(
  quota: EngineQuota,
  field: ProfileField,
  org: ProfileOrg,
  today: string,
): ProfileAnswer | undefined {
  const fact = factOf(field, org, today);
  if (!fact) return undefined;
  if (quota.kind === 'NUMBER') {
    if (fact.kind !== 'number') return undefined;
    return {
      quotaId: quota.id,
      value: fact.value,
      display: answerText(quota, { optionIds: [], value: fact.value }),
      profileField: field,
    };
  }
  if (fact.kind !== 'label') return undefined;
  const ids = [...quota.options]
    .filter(([, label]) => fact.labels.includes(label))
    .map(([id]) => id)
    .slice(0, 1);
  if (ids.length === 0) {
    // A multiple choice the record answers with "none of these"; a single choice may have a 无/其他 option.
    if (quota.kind === 'MULTI' && fact.none)
      return { quotaId: quota.id, optionIds: [], display: '无', profileField: field };
    const fallback = [...quota.options].find(([, label]) => label === (fact.none ? '无' : '其他'));
    if (!fallback) return undefined;
    ids.push(fallback[0]);
  }
  return {
    quotaId: quota.id,
    optionIds: ids,
    display: answerText(quota, { optionIds: ids, value: null }),
    profileField: field,
  };
}

/** Every profile answer of the org for the given (enabled) quotas. */
export function profileAnswers(
  quotas: readonly QuotaRow[],
  engine: ReadonlyMap<number, EngineQuota>,
  org: ProfileOrg | undefined,
  today = parkToday(),
): ProfileAnswer[] {
  if (!org) return [];
  const answers: ProfileAnswer[] = [];
  for (const row of quotas) {
    const field = profileFieldOf(row.profile_field);
    const quota = engine.get(row.id);
    if (!field || !quota) continue;
    const answer = profileAnswer(quota, field, org, today);
    if (answer) answers.push(answer);
  }
  return answers;
}
