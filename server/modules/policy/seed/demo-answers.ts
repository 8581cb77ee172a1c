import type { Kysely } from 'kysely';
import type { MatchAnswer } from '../../../../common/policy/match/contract.js';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import { scopedTo } from '../../../kit/tenant-scope.js';
import { runMatch } from '../match/run.js';

/**
 * The demo enterprise's own answers to the questionnaire (by quota name: a number, or option
 * labels), saved as its first test record so 快速匹配 starts from them. With its organisation
 * record (专精特新, 高端装备制造, 注册资本 1200 万元, in the park) they describe a mid-sized
 * high-tech manufacturer: it fully matches about ten policies, may match several once it answers
 * the rest (首台（套）, 纳税, PCT …), and fails others (营业收入 above the 科技型中小企业 cap,
 * not a 小巨人, the wrong industry).
 */
export const DEMO_ENTERPRISE_ANSWERS: Readonly<Record<string, number | readonly string[]>> = {
  企业规模: ['中型企业'],
  有效发明专利数: 6,
  其他知识产权数: 23,
  知识产权管理体系认证: ['是'],
  研发投入占比: 4.2,
  研发人员占比: 18,
  上年度研发投入: 860,
  省级以上研发机构: ['是'],
  企业资质: ['高新技术企业', '专精特新企业', '规上企业'],
  '专精特新“小巨人”': ['否'],
  上年度营业收入: 20500,
  营业收入增长率: 12.5,
  从业人数: 210,
  无严重失信记录: ['是（无不良记录）'],
};

/** The answers as quick_match takes them; a name or label the quota system lacks fails the seed. */
async function answersOf(db: Kysely<DB>, tenantId: number): Promise<MatchAnswer[]> {
  const quotas = await db
    .selectFrom('policy_quotas')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const options = await db
    .selectFrom('policy_quota_options')
    .select(['id', 'quota_id', 'label'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return Object.entries(DEMO_ENTERPRISE_ANSWERS).map(([name, answer]) => {
    const quota = quotas.find((q) => q.name === name);
    if (!quota) throw new Error(`the demo questionnaire has no question ${name}`);
    if (typeof answer === 'number') return { quotaId: quota.id, value: answer };
    return {
      quotaId: quota.id,
      optionIds: answer.map((label) => {
        const option = options.find((o) => o.quota_id === quota.id && o.label === label);
        if (!option) throw new Error(`${name} has no option ${label}`);
        return option.id;
      }),
    };
  });
}

/** The demo enterprise user's test record of the day before the seeding day. */
export async function insertDemoTest(db: Kysely<DB>, today: SeedDay): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.tenantId === DEFAULT_TENANT.id && a.org === 'ORG');
  if (!account) return;
  const user = await db
    .selectFrom('users')
    .select(['id', 'org_id'])
    .where('tenant_id', '=', account.tenantId)
    .where('phone', '=', account.phone)
    .executeTakeFirstOrThrow();
  await runMatch(
    // The match reads and writes through the park's scoped handle, as a request's does.
    { db: scopedTo(db, account.tenantId), user: { id: user.id, orgId: user.org_id } },
    { answers: await answersOf(db, account.tenantId) },
    { today: today.date(-1), createdAt: today.at(-1, 10 * 3600 + 12 * 60) },
  );
}
