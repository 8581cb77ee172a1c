import type { Kysely } from 'kysely';
import type { ActivityType } from '../../../../common/activity/rules.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import type { ActivityStatus } from '../tables.js';

/**
 * Demo activities of both parks: past ones with their sign-ups, open ones filling up, one full,
 * one whose sign-up closed, drafts and one taken offline; some for 高新技术企业. Past ones took
 * attendance: most of those signed up checked in, some stayed away. Dates count from
 * the seeding day; sign-ups are the parks' enterprise users in id order (deterministic).
 */
interface DemoActivity {
  title: string;
  type: ActivityType;
  host: string;
  place: string;
  /** Days from the seeding day to the start (negative: past), and the start hour (park time). */
  inDays: number;
  hour: number;
  hours: number;
  /** Days before the start that sign-up closes. */
  closesBefore: number;
  capacity: number;
  /** Sign-ups as a share of the capacity (1: full). */
  fill: number;
  highTech?: boolean;
  status: ActivityStatus;
  intro: string;
}

const HANGZHOU: readonly DemoActivity[] = [
  { title: '2026年度高新技术企业认定政策宣讲会', type: '政策宣讲', host: '园区管委会科技服务局', place: '园区会议中心三楼报告厅', inDays: 6, hour: 14, hours: 2, closesBefore: 1, capacity: 120, fill: 0.45, highTech: true, status: 'PUBLISHED', intro: '解读最新认定办法、研发费用归集口径与知识产权要求，现场答疑。' },
  { title: '研发费用加计扣除实务培训', type: '培训沙龙', host: '园区企业服务中心', place: '创新大厦A座201培训室', inDays: 10, hour: 9, hours: 3, closesBefore: 2, capacity: 60, fill: 0.3, highTech: true, status: 'PUBLISHED', intro: '税务专家讲解加计扣除政策要点、辅助账设置与常见问题。' },
  { title: '数字经济企业投融资路演（第12期）', type: '投融资路演', host: '园区科创金融服务中心', place: '海创基地路演厅', inDays: 4, hour: 14, hours: 3, closesBefore: 1, capacity: 40, fill: 1, status: 'PUBLISHED', intro: '8家数字经济企业现场路演，10余家投资机构参与点评与对接。' },
  { title: '智能制造供需对接会', type: '供需对接', host: '园区产业发展局', place: '物联网产业园会展中心', inDays: 2, hour: 9, hours: 4, closesBefore: 3, capacity: 80, fill: 0.6, status: 'PUBLISHED', intro: '整机企业发布采购需求，园区配套企业现场洽谈。' },
  { title: '知识产权质押融资沙龙', type: '培训沙龙', host: '园区科创金融服务中心', place: '智慧e谷一楼共享会议室', inDays: 18, hour: 15, hours: 2, closesBefore: 2, capacity: 30, fill: 0.2, status: 'PUBLISHED', intro: '银行与评估机构讲解知识产权质押融资流程与案例。' },
  { title: '走进龙头企业：参观交流活动', type: '参观交流', host: '园区企业服务中心', place: '集合地点：园区服务大厅', inDays: -12, hour: 9, hours: 4, closesBefore: 3, capacity: 30, fill: 0.9, status: 'PUBLISHED', intro: '参观龙头企业数字化车间，交流精益生产与数字化转型经验。' },
  { title: '高企申报材料辅导会', type: '政策宣讲', host: '园区管委会科技服务局', place: '园区会议中心二楼会议室', inDays: -30, hour: 14, hours: 2, closesBefore: 2, capacity: 50, fill: 0.8, highTech: true, status: 'PUBLISHED', intro: '逐项讲解申报材料准备要点，现场预审部分企业材料。' },
  { title: '人工智能产业沙龙', type: '培训沙龙', host: '园区产业发展局', place: '互联网产业园B栋报告厅', inDays: 25, hour: 14, hours: 2, closesBefore: 3, capacity: 100, fill: 0, status: 'DRAFT', intro: '邀请大模型企业分享行业应用落地经验。' },
  { title: '跨境电商政策说明会', type: '政策宣讲', host: '园区商务局', place: '白马湖生态创意城会议中心', inDays: 9, hour: 10, hours: 2, closesBefore: 1, capacity: 60, fill: 0.1, status: 'WITHDRAWN', intro: '因场地调整延期举办，时间另行通知。' },
];

const SUZHOU: readonly DemoActivity[] = [
  { title: '纳米技术企业高企认定专题辅导', type: '政策宣讲', host: '园区科技创新委员会', place: '苏州纳米城会议中心', inDays: 8, hour: 14, hours: 2, closesBefore: 1, capacity: 80, fill: 0.4, highTech: true, status: 'PUBLISHED', intro: '面向纳米材料与微纳制造企业，讲解认定要点与材料准备。' },
  { title: '生物医药项目投融资对接会', type: '投融资路演', host: '园区金融服务中心', place: '生物医药产业园路演中心', inDays: 3, hour: 13, hours: 4, closesBefore: 1, capacity: 20, fill: 1, status: 'PUBLISHED', intro: '6个生物医药项目路演，投资机构一对一洽谈。' },
  { title: '外资企业政策解读会', type: '政策宣讲', host: '园区经济发展委员会', place: '园区服务中心一楼多功能厅', inDays: -15, hour: 9, hours: 2, closesBefore: 2, capacity: 60, fill: 0.7, status: 'PUBLISHED', intro: '解读外资研发中心认定与相关扶持政策。' },
  { title: '精益生产管理培训', type: '培训沙龙', host: '园区企业服务中心', place: '园区培训中心305教室', inDays: 20, hour: 9, hours: 6, closesBefore: 3, capacity: 40, fill: 0, status: 'DRAFT', intro: '精益生产理念、现场改善工具与案例分享。' },
];

const DAY_SECONDS = 24 * 3600;
/** Park time is UTC+8: an hour of the park's day in seconds from 00:00 UTC. */
const parkHour = (hour: number) => (hour - 8) * 3600;

async function insertFor(db: Kysely<DB>, today: SeedDay, tenantId: number, list: readonly DemoActivity[]) {
  const phone = DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.role === '管理员')?.phone ?? '';
  const author = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('phone', '=', phone).executeTakeFirstOrThrow();
  const people = await db
    .selectFrom('users')
    .innerJoin('orgs', 'orgs.id', 'users.org_id')
    .select(['users.id', 'users.name', 'users.phone', 'orgs.fullname'])
    .where('users.tenant_id', '=', tenantId)
    .where('users.status', '=', 'ACTIVE')
    .orderBy('users.id')
    .limit(200)
    .execute();
  for (const [index, a] of list.entries()) {
    const start = today.at(a.inDays, parkHour(a.hour));
    const end = today.at(a.inDays, parkHour(a.hour + a.hours));
    const deadline = today.at(a.inDays - a.closesBefore, parkHour(18));
    const created = today.at(Math.min(a.inDays, 0) - 20, parkHour(10) + index * 300);
    const enrolled = Math.min(people.length, Math.round(a.capacity * a.fill));
    const published = a.status === 'PUBLISHED';
    const past = published && a.inDays < 0;
    const { id } = await db
      .insertInto('activity_activities')
      .values({
        tenant_id: tenantId,
        title: a.title,
        type: a.type,
        host: a.host,
        place: a.place,
        start_at: start,
        end_at: end,
        deadline,
        capacity: a.capacity,
        enrolled,
        high_tech: a.highTech ? 1 : 0,
        body: `<p>${a.intro}</p><h3>活动安排</h3><ul><li>签到入场</li><li>主题分享</li><li>交流答疑</li></ul><p>报名后请准时参加，如不能到场请在报名截止前取消报名。</p>`,
        status: a.status,
        author_id: author.id,
        publisher_id: published ? author.id : null,
        published_at: published ? today.at(Math.min(a.inDays, 0) - 18, parkHour(11)) : null,
        // Past events took attendance: a code was shown in the room.
        checkin_code: past ? String(100_000 + ((index * 7919 + tenantId * 104_729) % 900_000)) : null,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (enrolled === 0) continue;
    const offset = (index * 7) % Math.max(1, people.length);
    const chosen = [...people.slice(offset), ...people.slice(0, offset)].slice(0, enrolled);
    await db
      .insertInto('activity_enrolls')
      .values(
        chosen.map((p, i) => ({
          tenant_id: tenantId,
          activity_id: id,
          user_id: p.id,
          name: p.name,
          phone: p.phone,
          org_name: p.fullname,
          remark: i % 5 === 0 ? '2人参加' : '',
          status: 'ENROLLED' as const,
          enrolled_at: new Date(Date.parse(created) + DAY_SECONDS * 1000 + i * 1_800_000).toISOString(),
          cancelled_at: null,
          // At a past event about one in five signed up stayed away (the no-shows); the others checked in on arrival.
          checked_in_at: past && i % 5 !== 3 ? new Date(Date.parse(start) - 900_000 + i * 20_000).toISOString() : null,
        })),
      )
      .execute();
  }
}

/** The demo activities of both parks; the organisations and accounts must already exist. */
export async function insertDemoActivities(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await insertFor(db, today, 1, HANGZHOU);
  await insertFor(db, today, 2, SUZHOU);
}

export const DEMO_ACTIVITY_COUNTS = { defaultPark: HANGZHOU.length, secondPark: SUZHOU.length } as const;
