import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';

/** Explanations of the kind an economic office writes: an indicator's code, how many months back, the words. */
const EXPLAINS: ReadonlyArray<readonly [string, number, string]> = [
  ['output', 1, '一家规上企业因订单转移至外地基地，当月产值同比下降约 18%，已列入重点走访名单。'],
  ['tax', 1, '当月集中办理增值税留抵退税 2,300 万元，税收收入环比明显回落，属政策性因素。'],
  ['invest_done', 1, '两个新开工项目入库，固定资产投资当月值较上月增加，后续月份将持续释放。'],
  ['profit', 2, '原材料价格上涨挤压利润空间，利润总额增速低于营业收入增速。'],
  ['value_added', 2, '统计局反馈：一家企业退出规上名录，工业增加值口径相应核减。'],
  ['equipment', 3, '一家企业技改设备到货延迟至下月，设备购置投资当月偏低。'],
  ['vat', 3, '春节假期因素，当月开票量下降，增值税入库减少。'],
  ['power', 4, '园区错峰用电安排，工业用电量较上年同期略降，不影响产值。'],
];

/** The month `back` months before the seeding day's month: { year, month }. */
function monthBack(today: SeedDay, back: number) {
  const [y, m] = today.date(0).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Each demo park's explanations of its last four months (数据说明). */
export async function insertDemoExplains(db: Kysely<DB>, today: SeedDay, indicatorIds: ReadonlyMap<string, number>) {
  for (const tenant of DEMO_TENANTS) {
    const rows = EXPLAINS.flatMap(([code, back, content]) => {
      const id = indicatorIds.get(`${String(tenant.id)}:${code}`);
      return id === undefined
        ? []
        : [{ tenant_id: tenant.id, indicator_id: id, ...monthBack(today, back), content, created_by: null, created_at: today.at(-back * 30 + 25), updated_at: today.at(-back * 30 + 25) }];
    });
    if (rows.length) await db.insertInto('economy_explains').values(rows).execute();
  }
}
