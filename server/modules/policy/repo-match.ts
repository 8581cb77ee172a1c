import { sql, type Kysely, type SqlBool } from 'kysely';
import type { PolicyMatchLevel } from '../../../common/policy.js';
import type { MatchedPolicy, POLICY_ENTERPRISE_SORTS } from '../../../common/policy/match/contract.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';
import type { DB } from '../../db/schema.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import { likeContaining } from '../../lib/sql-like.js';
import { notExpired } from './repo-library.js';
import { pageWithTotal, type Paging } from '../../kit/paging.js';

/** Queries of quick matching: the live policies, test records, match rows and a policy's enterprises. */

/** Published policies that have not expired: what a match compares with. */
export function livePolicies(db: Kysely<DB>, today: string) {
  return db
    .selectFrom('policies')
    .selectAll()
    .where('state', '=', 'JOINT')
    .where((eb) => notExpired(eb, today))
    .orderBy('id')
    .execute();
}

export interface NewTest {
  userId: number;
  orgId: number | null;
  orgName: string;
  answers: string;
  result: string;
  summary: string;
  answerCount: number;
  policyCount: number;
  matchedCount: number;
  totalAward: number;
  createdAt: string;
}

const passes = (level: PolicyMatchLevel) => level === 'MATCHED' || level === 'PARTIAL';

/** Saves a test with one match row per policy, and counts it on the policies it passed; its id. */
export async function saveTest(
  db: Kysely<DB>,
  test: NewTest,
  policies: readonly MatchedPolicy[],
): Promise<number> {
  const save = async (trx: Kysely<DB>) => {
    const row = await trx
      .insertInto('policy_tests')
      .values({
        user_id: test.userId,
        org_id: test.orgId,
        org_name: test.orgName,
        answers: test.answers,
        result: test.result,
        summary: test.summary,
        answer_count: test.answerCount,
        policy_count: test.policyCount,
        matched_count: test.matchedCount,
        total_award: test.totalAward,
        created_at: test.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (policies.length > 0) {
      await trx
        .insertInto('policy_test_matches')
        .values(
          policies.map((p) => ({
            test_id: row.id,
            policy_id: p.policyId,
            org_id: test.orgId,
            match_level: p.matchLevel,
            passed: passes(p.matchLevel) ? 1 : 0,
            share: p.share,
            award: p.estimatedAward,
            auto_granted: p.autoGranted ? 1 : 0,
            created_at: test.createdAt,
          })),
        )
        .execute();
    }
    const passed = policies.filter((p) => passes(p.matchLevel)).map((p) => p.policyId);
    if (passed.length > 0) {
      await trx
        .updateTable('policies')
        .set((eb) => ({ match_count: eb('match_count', '+', 1) }))
        .where('id', 'in', passed)
        .execute();
    }
    return row.id;
  };
  // The demo seed saves one inside its own transaction.
  return db.isTransaction ? save(db) : db.transaction().execute(save);
}

export async function myTests(db: Kysely<DB>, userId: number, page: Paging) {
  const base = db.selectFrom('policy_tests').where('user_id', '=', userId);
  return pageWithTotal(base.select(['id', 'created_at', 'org_name', 'answer_count', 'summary']).orderBy('id', 'desc'), base, page);
}

export async function testById(db: Kysely<DB>, id: number) {
  if (id > MAX_ID) return undefined;
  return db
    .selectFrom('policy_tests')
    .leftJoin('users', 'users.id', 'policy_tests.user_id')
    .selectAll('policy_tests')
    .select('users.name as user_name')
    .where('policy_tests.id', '=', id)
    .executeTakeFirst();
}

export interface EnterpriseFilter {
  policyId: number;
  matchLevel?: PolicyMatchLevel | undefined;
  search?: string | undefined;
  page: Paging;
  sort?: SortQuery<EnterpriseSort>;
}

type EnterpriseSort = (typeof POLICY_ENTERPRISE_SORTS)[number];
const ENTERPRISE_SORT_COLUMNS: SortColumns<EnterpriseSort> = {
  orgName: 'orgs.fullname',
  testedAt: 'm.created_at',
  share: 'm.share',
  award: 'm.award',
};

/** Organisations that tested the policy, each with its latest test of it; newest test first unless sorted. */
export async function enterprisesOf(db: Kysely<DB>, f: EnterpriseFilter) {
  const latest = db
    .selectFrom('policy_test_matches')
    .select((eb) => [
      'org_id',
      eb.fn.max<number>('test_id').as('test_id'),
      eb.fn.countAll<number>().as('tests'),
    ])
    .where('policy_id', '=', f.policyId)
    .where('org_id', 'is not', null)
    .groupBy('org_id')
    .as('latest');
  let base = db
    .selectFrom(latest)
    .innerJoin('policy_test_matches as m', (join) =>
      join
        .onRef('m.test_id', '=', 'latest.test_id')
        .on('m.policy_id', '=', f.policyId),
    )
    .innerJoin('orgs', 'orgs.id', 'latest.org_id');
  if (f.matchLevel) base = base.where('m.match_level', '=', f.matchLevel);
  const term = f.search?.trim();
  if (term) {
    const pattern = likeContaining(term);
    base = base.where((eb) => sql<SqlBool>`${eb.ref('orgs.fullname')} like ${pattern} escape '\\'`);
  }
  const page = applySort(
    base.select([
      'orgs.id as org_id',
      'orgs.fullname',
      'orgs.credit_code',
      'orgs.industry_name',
      'latest.tests',
      'm.test_id',
      'm.created_at',
      'm.match_level',
      'm.share',
      'm.award',
      'm.auto_granted',
    ]),
    f.sort ?? {},
    ENTERPRISE_SORT_COLUMNS,
    (q) => q,
  ).orderBy('m.test_id', 'desc');
  return pageWithTotal(page, base, f.page);
}
