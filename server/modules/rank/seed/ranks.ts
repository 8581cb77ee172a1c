import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import type { RankStatus } from '../tables.js';

/**
 * The demo rank lists (榜单) of both parks, in every status, built from the park's seeded
 * enterprises. Figures fall off from the first place as such lists do; dates count back from the
 * seeding day, so seeds made on the same day store the same rows.
 */

interface DemoRank {
  title: (year: number) => string;
  period: (year: number) => string;
  description: string;
  /** Years back from the year it was created in, of the year the list is about. */
  yearsBack: number;
  status: RankStatus;
  size: number;
  figure?: { label: string; unit: string; top: number; last: number; decimals: number };
  notes?: (rank: number) => string;
  /** Days before the seeding day it was created; published/withdrawn a few days later. */
  daysAgo: number;
}

const SPECIALISED = (rank: number) => (rank <= 3 ? '国家级专精特新“小巨人”企业' : rank <= 9 ? '省级专精特新中小企业' : '创新型中小企业');

type Figure = NonNullable<DemoRank['figure']>;
const figure = (label: string, unit: string, top: number, last: number, decimals: number): Figure => ({ label, unit, top, last, decimals });

/**
 * A list about a year or part of one (`period`: 年度, 年上半年), titled with its name after the
 * period: about the year `yearsBack` before the one it was made in, `daysAgo` days before the
 * seeding day, with `size` entries and their figure (null: a list without figures).
 */
function list(
  period: string,
  name: string,
  [yearsBack, status, size, daysAgo]: [number, RankStatus, number, number],
  fig: Figure | null,
  description: string,
  notes?: DemoRank['notes'],
): DemoRank {
  return {
    title: (y) => `${y}${period}${name}`,
    period: (y) => `${y}${period}`,
    description,
    yearsBack,
    status,
    size,
    daysAgo,
    ...(fig ? { figure: fig } : {}),
    ...(notes ? { notes } : {}),
  };
}

const HANGZHOU: DemoRank[] = [
  list('年度', '纳税百强企业', [1, 'PUBLISHED', 100, 60], figure('纳税额', '万元', 38650, 620, 2),
    '按园区企业全年实缴税收（含增值税、企业所得税等）排名，数据来源于区税务局年度汇总。'),
  list('年度', '创新二十强企业', [1, 'PUBLISHED', 20, 45], figure('研发投入', '万元', 12860, 1150, 1),
    '综合研发投入强度、发明专利授权量和新产品产值评选，数值为全年研发投入。',
    (rank) => (rank === 1 ? '连续三年位列第一' : rank <= 5 ? '发明专利授权超过50件' : '')),
  list('年度', '专精特新培育企业榜', [0, 'PUBLISHED', 15, 20], null,
    '园区专精特新梯度培育库入库企业，排名按培育评价得分。', SPECIALISED),
  list('年度', '高新技术企业榜', [1, 'WITHDRAWN', 12, 30], figure('高新技术产品收入', '万元', 96300, 8120, 0),
    '园区高新技术企业按高新技术产品（服务）收入排名。因个别企业数据复核，已撤回待更正。'),
  list('年度', '纳税百强企业', [1, 'PUBLISHED', 100, 420], figure('纳税额', '万元', 35120, 580, 2),
    '按园区企业全年实缴税收排名。'),
  list('年上半年', '亩均效益领跑企业', [0, 'DRAFT', 10, 3], figure('亩均税收', '万元/亩', 186.4, 42.5, 1),
    '按亩均税收排名，仅含自有用地企业。数据待经发局复核后发布。'),
  list('年度', '数字经济核心企业榜', [0, 'DRAFT', 0, 1], null, '名单征集中。'),
];

const SUZHOU: DemoRank[] = [
  list('年度', '纳税五十强企业', [1, 'PUBLISHED', 50, 50], figure('纳税额', '万元', 52400, 910, 2),
    '按全年实缴税收排名，数据来源于园区税务部门。'),
  list('年度', '独角兽培育企业榜', [0, 'PUBLISHED', 10, 15], figure('估值', '亿元', 86, 12, 0),
    '园区独角兽及潜在独角兽培育企业，按最近一轮融资后估值排名。',
    (rank) => (rank <= 2 ? '已完成C轮融资' : rank <= 5 ? '已完成B轮融资' : '')),
  list('年度', '研发投入二十强', [1, 'WITHDRAWN', 20, 35], figure('研发投入', '万元', 15600, 1320, 1),
    '按全年研发费用排名。统计口径调整，已撤回。'),
  list('年度', '绿色工厂示范企业', [0, 'DRAFT', 8, 2], figure('单位产值能耗', '吨标煤/万元', 0.018, 0.052, 3),
    '单位产值能耗最低的示范企业，待生态环境局确认。'),
];

/** The figure of place `rank` (from 1) of `size`: from `top` to `last` on a geometric curve, rounded. */
export function figureAt(figure: NonNullable<DemoRank['figure']>, rank: number, size: number): number {
  const ratio = size <= 1 ? 1 : figure.last / figure.top;
  const value = figure.top * ratio ** ((rank - 1) / Math.max(1, size - 1));
  // A little unevenness, the same on every run.
  const wobble = 1 - ((rank * 37) % 11) / 400;
  const factor = 10 ** figure.decimals;
  return Math.round(value * (rank === 1 || rank === size ? 1 : wobble) * factor) / factor;
}

/**
 * `count` of the park's enterprises for list `listIndex`: a stride through all of them from an
 * offset, so lists overlap as real ones do without being the same.
 */
function pick(orgIds: readonly number[], listIndex: number, count: number): number[] {
  const n = orgIds.length;
  const take = Math.min(count, n);
  const stride = [1, 7, 3, 11, 13, 17, 19][listIndex % 7]!;
  const usable = n % stride === 0 ? 1 : stride;
  const chosen: number[] = [];
  for (let i = 0; chosen.length < take; i++) {
    const id = orgIds[(listIndex * 5 + i * usable) % n]!;
    if (!chosen.includes(id)) chosen.push(id);
    else if (i > n * 2) break;
  }
  return chosen;
}

function operatorPhone(tenantId: number): string {
  const account = DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.role === '管理员');
  if (!account) throw new Error(`no demo operator in tenant ${tenantId}`);
  return account.phone;
}

async function insertFor(db: Kysely<DB>, today: SeedDay, tenantId: number, ranks: readonly DemoRank[]) {
  const author = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', operatorPhone(tenantId))
    .executeTakeFirstOrThrow();
  const orgIds = (
    await db.selectFrom('orgs').select('id').where('tenant_id', '=', tenantId).where('orgtype', '=', 'ORG').orderBy('id').execute()
  ).map((o) => o.id);
  // Oldest first, so ids grow with the dates as they would have in real use.
  const ordered = ranks.map((rank, index) => ({ rank, index })).sort((a, b) => b.rank.daysAgo - a.rank.daysAgo);
  for (const { rank, index } of ordered) {
    const year = today.year(-rank.daysAgo) - rank.yearsBack;
    const members = pick(orgIds, index, rank.size);
    const created = today.at(-rank.daysAgo, 9 * 3600 + index * 611);
    const decided = today.at(-rank.daysAgo + 2, 10 * 3600 + index * 347);
    const withdrawn = today.at(-rank.daysAgo + 9, 15 * 3600 + index * 131);
    const published = rank.status === 'PUBLISHED';
    const { id } = await db
      .insertInto('rank_lists')
      .values({
        tenant_id: tenantId,
        title: rank.title(year),
        period: rank.period(year),
        description: rank.description,
        figure_label: rank.figure?.label ?? '',
        figure_unit: rank.figure?.unit ?? '',
        entry_count: members.length,
        status: rank.status,
        author_id: author.id,
        publisher_id: published ? author.id : null,
        published_at: published ? decided : null,
        withdrawn_at: rank.status === 'WITHDRAWN' ? withdrawn : null,
        created_at: created,
        updated_at: rank.status === 'DRAFT' ? today.at(-Math.max(0, rank.daysAgo - 1), 16 * 3600) : rank.status === 'WITHDRAWN' ? withdrawn : decided,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (members.length === 0) continue;
    await db
      .insertInto('rank_entries')
      .values(
        members.map((orgId, i) => ({
          tenant_id: tenantId,
          list_id: id,
          position: i + 1,
          org_id: orgId,
          figure: rank.figure ? figureAt(rank.figure, i + 1, members.length) : null,
          note: rank.notes?.(i + 1) ?? '',
        })),
      )
      .execute();
  }
}

/** The demo rank lists of both parks; the organisations and demo accounts must already exist. */
export async function insertDemoRanks(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await insertFor(db, today, DEFAULT_TENANT.id, HANGZHOU);
  await insertFor(db, today, 2, SUZHOU);
}

export const DEMO_RANK_COUNTS = { defaultPark: HANGZHOU.length, secondPark: SUZHOU.length } as const;
