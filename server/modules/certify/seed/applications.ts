import type { Kysely } from 'kysely';
import { BASE_ROLE } from '../../../../common/roles.js';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { DB } from '../../../db/schema.js';
import { isoAt, type SeedDay } from '../../../db/seed/seed-day.js';
import { composeCreditCode, orgCodeBody } from '../../../db/seed/credit-code.js';
import { idcardCheckChar } from '../../../../common/idcard.js';
import { scopedTo } from '../../../kit/tenant-scope.js';

const withCheckChar = (first17: string) => first17 + idcardCheckChar(first17);

/**
 * A few people of the default park waiting for review, so the operator's workbench and audit
 * queues show real work: three certifications of organisations the park does not know yet and
 * one request to join a known organisation. They registered by phone and have no password of
 * their own here ('!' never verifies); documents are not part of the demo.
 */
const APPLICANTS = [
  { phone: '13700001001', name: '周思远', fullname: '杭州云栖智造科技有限公司', category: 'ORG', serial: 9_000_001 },
  { phone: '13700001002', name: '吴佳琪', fullname: '杭州钱塘生物医药研究有限公司', category: 'ORG', serial: 9_000_002 },
  { phone: '13700001003', name: '郑浩然', fullname: '浙江知衡知识产权代理有限公司', category: 'SERVICE', serial: 9_000_003 },
] as const;
const JOINER = { phone: '13700001004', name: '冯雨桐', idcard: withCheckChar('33010619920518452') };
/** Legal-person ID numbers of the applicants (born 1975–1988); the check character is computed. */
const LEGAL_IDCARDS = ['33010819750312831', '33010219801125002', '33010619880706331'].map(withCheckChar);

export async function insertDemoApplications(db: Kysely<DB>, today: SeedDay): Promise<void> {
  const tenantId = DEFAULT_TENANT.id;
  const baseRole = await scopedTo(db, tenantId).selectFrom('roles').select('id').where('rolename', '=', BASE_ROLE).executeTakeFirstOrThrow();
  const addUser = async (phone: string, name: string, day: number) => {
    const user = await db
      .insertInto('users')
      .values({ tenant_id: tenantId, phone, name, password_hash: '!', org_id: null, status: 'ACTIVE', created_at: isoAt(day) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ tenant_id: tenantId, user_id: user.id, role_id: baseRole.id }).execute();
    return user.id;
  };

  for (const [i, a] of APPLICANTS.entries()) {
    const day = today.day - 3 + i;
    const userId = await addUser(a.phone, a.name, day - 1);
    await db
      .insertInto('org_applications')
      .values({
        tenant_id: tenantId,
        user_id: userId,
        kind: 'ORG',
        org_id: null,
        fullname: a.fullname,
        credit_code: composeCreditCode({ authorityAndKind: '91', division: '330108', orgCodeBody: orgCodeBody(a.serial, 'MA') }),
        category: a.category,
        licene_url: '',
        legal_idcard: LEGAL_IDCARDS[i] ?? '',
        auth_url: '',
        user_name: '',
        idcard: '',
        status: 'TOAUDIT',
        reason: '',
        reviewer_id: null,
        reviewed_at: null,
        created_at: isoAt(day, 9 * 3600 + i * 600),
        updated_at: isoAt(day, 9 * 3600 + i * 600),
      })
      .execute();
  }

  const org = await db
    .selectFrom('orgs')
    .select(['id', 'fullname', 'credit_code', 'orgtype'])
    .where('tenant_id', '=', tenantId)
    .where('orgtype', '=', 'ORG')
    .orderBy('id')
    .offset(5)
    .limit(1)
    .executeTakeFirstOrThrow();
  const joinerId = await addUser(JOINER.phone, JOINER.name, today.day - 2);
  await db
    .insertInto('org_applications')
    .values({
      tenant_id: tenantId,
      user_id: joinerId,
      kind: 'RELATE',
      org_id: org.id,
      fullname: org.fullname,
      credit_code: org.credit_code,
      category: org.orgtype,
      licene_url: '',
      legal_idcard: '',
      auth_url: '',
      user_name: JOINER.name,
      idcard: JOINER.idcard,
      status: 'TOAUDIT',
      reason: '',
      reviewer_id: null,
      reviewed_at: null,
      created_at: today.at(-1, 10 * 3600),
      updated_at: today.at(-1, 10 * 3600),
    })
    .execute();
}
