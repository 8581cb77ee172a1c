import type { Kysely } from 'kysely';
import { creditCodeProblem, normalizeCreditCode } from '../../../common/credit-code.js';
import { LOOKUP_LIMIT, LOOKUP_NAME_MIN, type FoundOrg } from '../../../common/org/lookup/contract.js';
import type { DB, Org } from '../../db/schema.js';
import { BizError } from '../../lib/errors.js';
import { criteriaOf } from './criteria.js';
import type { OrgSearch } from './search-repo.js';

/**
 * The look-ups of SPEC §7 (v2/tyc/getbycode, v2/tyc/get_by_name/new) over the park's own
 * organisation registry: what an applicant picks to fill the certification form or to find the
 * organisation to link to. Every read is scoped to the request's tenant.
 */

/** Name matches read before ranking: enough that an exact name among newer near-namesakes still comes first. */
const CANDIDATES = 3 * LOOKUP_LIMIT;

async function certifiedIds(db: Kysely<DB>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('org_id')
    .distinct()
    .where('org_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.org_id).filter((id): id is number => id !== null));
}

function found(org: Org, certified: Set<number>): FoundOrg {
  return {
    id: org.id,
    fullname: org.fullname,
    simplename: org.simplename,
    creditCode: org.credit_code,
    legalPerson: org.legal_person,
    address: org.address,
    orgtype: org.orgtype,
    category: org.category,
    certified: certified.has(org.id),
  };
}

/** The organisation with this code, exactly; the same messages as the certification form for a typo. */
export async function lookupByCode(db: Kysely<DB>, input: string): Promise<FoundOrg | null> {
  const code = normalizeCreditCode(input);
  const problem = creditCodeProblem(code);
  if (problem) throw new BizError(problem);
  const org = await db.selectFrom('orgs').selectAll().where('credit_code', '=', code).executeTakeFirst();
  if (!org) return null;
  return found(org, await certifiedIds(db, [org.id]));
}

/** How well a name answers what was typed: the same name, then names starting with it, then the rest. */
function rank(org: Pick<Org, 'fullname' | 'simplename'>, typed: string): number {
  if (org.fullname === typed || org.simplename === typed) return 0;
  if (org.fullname.startsWith(typed) || org.simplename.startsWith(typed)) return 1;
  return 2;
}

/** Collapses inner runs of whitespace; refuses a name too short to narrow the registry down. */
export function lookupName(input: string): string {
  const name = input.replace(/\s+/g, ' ').trim();
  if ([...name].length < LOOKUP_NAME_MIN) throw new BizError(`请输入至少${LOOKUP_NAME_MIN}个字的企业名称`);
  return name;
}

/** Up to LOOKUP_LIMIT organisations whose name (or code) holds every word typed, the best first. */
export async function lookupByName(db: Kysely<DB>, search: OrgSearch, tenantId: number, input: string): Promise<FoundOrg[]> {
  const name = lookupName(input);
  const rows = await search.first(tenantId, criteriaOf({ search: name }), CANDIDATES);
  // A stable sort: within a rank the directory's order (newest first) stays.
  const best = rows
    .map((row, index) => ({ id: row.id, rank: rank(row, name), index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, LOOKUP_LIMIT)
    .map((r) => r.id);
  if (best.length === 0) return [];
  const orgs = await db.selectFrom('orgs').selectAll().where('id', 'in', best).execute();
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const certified = await certifiedIds(db, best);
  return best.flatMap((id) => {
    const org = byId.get(id);
    return org ? [found(org, certified)] : [];
  });
}
