import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { AchievementType } from '../../../../common/integral/quality/contract.js';
import type { DB } from '../../../db/schema.js';
import { scopedTo } from '../../../kit/tenant-scope.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import * as base from '../repo.js';
import { lineOf } from './threshold.js';

/**
 * The demo of the directory, reserve pool and achievements, for both parks, after the scores are
 * computed: each park's thresholds (the default park draws a score line for the last year — the
 * total at its top 15%, rounded down to 5 points, so the directory holds a sixth of the scored
 * enterprises and a few dozen sit within 10 points under it — and keeps the top 20% for the year
 * before; the second park keeps the top 25%), and achievements of every type for the better
 * scored enterprises over the last year and a half, dated from the seeding day.
 */

const BANKS = ['杭州银行科技支行', '浙商银行杭州分行', '中国银行杭州高新支行', '农业银行滨江支行', '宁波银行杭州分行'];
const POLICIES = ['研发费用投入补助', '高新技术企业认定奖励', '科技型中小企业研发补助', '首台（套）装备保险补偿', '专利导航项目资助'];
const CULTIVATIONS = [
  '入选省级专精特新中小企业培育库',
  '入选高新技术企业培育库',
  '入选科技小巨人企业培育名单',
  '入选市级“雏鹰计划”培育企业',
  '列入上市后备企业资源库',
];
const OTHERS = ['获得人才公寓配租名额', '优先推荐参加省科技成果转化大会', '入驻孵化器租金减免一年', '获评园区年度创新标杆企业'];

const round5Down = (value: number) => Math.floor(value / 5) * 5;

export async function insertDemoQuality(trx: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    // The seed's handle is unscoped (it writes both parks); the score's reads go through the park's scope.
    const park = scopedTo(trx, tenant.id);
    const actives = await base.activeSystems(park);
    const [last, earlier] = actives;
    if (!last) continue;
    const totals = await base.totalsOf(park, last.id);
    const isDefault = tenant.id === DEFAULT_TENANT.id;
    const rows = [
      isDefault
        ? { year: last.year, mode: 'SCORE' as const, value: round5Down(lineOf({ mode: 'TOP', value: 15 }, totals) ?? 50) }
        : { year: last.year, mode: 'TOP' as const, value: 25 },
      ...(earlier ? [{ year: earlier.year, mode: 'TOP' as const, value: isDefault ? 20 : 25 }] : []),
    ];
    await trx
      .insertInto('integral_quality_thresholds')
      .values(rows.map((r) => ({ tenant_id: tenant.id, ...r, updated_by: null, updated_at: today.at(-20, 10 * 3600) })))
      .execute();

    // The better half of the last year's ranking earns something, the best more often.
    const ranked = await trx
      .selectFrom('integral_scores')
      .select(['org_id', 'park_rank'])
      .where('tenant_id', '=', tenant.id)
      .where('system_id', '=', last.id)
      .orderBy('park_rank')
      .orderBy('org_id')
      .execute();
    const pool = ranked.slice(0, Math.max(Math.ceil(ranked.length / 2), 4));
    const achievements: {
      tenant_id: number;
      org_id: number;
      type: AchievementType;
      amount: number | null;
      achieved_on: string;
      note: string;
      author_id: null;
      created_at: string;
      updated_at: string;
    }[] = [];
    const add = (orgId: number, type: AchievementType, amount: number | null, offset: number, note: string) =>
      achievements.push({
        tenant_id: tenant.id,
        org_id: orgId,
        type,
        amount,
        achieved_on: today.date(-offset),
        note,
        author_id: null,
        created_at: today.at(-offset + 1, 9 * 3600),
        updated_at: today.at(-offset + 1, 9 * 3600),
      });
    for (const [index, org] of pool.entries()) {
      const rng = new Random(seedFrom('integral-achievement', tenant.id, org.org_id));
      const top = index < pool.length / 3;
      // Every type appears in each park: the first enterprises get one of each.
      if (index < 4 || rng.chance(top ? 0.55 : 0.25)) {
        const amount = rng.int(top ? 300 : 100, top ? 1000 : 500);
        add(org.org_id, 'LOAN', amount, rng.int(5, 520), `${rng.pick(BANKS)}创新积分贷，期限${String(rng.pick([1, 2, 3]))}年，利率下浮${String(rng.int(10, 40))}个基点`);
      }
      if (index < 4 || rng.chance(top ? 0.4 : 0.15)) {
        add(org.org_id, 'POLICY', rng.int(10, top ? 200 : 80), rng.int(10, 520), rng.pick(POLICIES));
      }
      if (index < 4 || rng.chance(top ? 0.35 : 0.1)) {
        add(org.org_id, 'CULTIVATE', null, rng.int(20, 540), rng.pick(CULTIVATIONS));
      }
      if (index < 4 || rng.chance(0.08)) {
        add(org.org_id, 'OTHER', rng.chance(0.5) ? rng.int(2, 30) : null, rng.int(3, 400), rng.pick(OTHERS));
      }
    }
    for (let start = 0; start < achievements.length; start += 500)
      await trx.insertInto('integral_achievements').values(achievements.slice(start, start + 500)).execute();
  }
}
