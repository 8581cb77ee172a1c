import type { Kysely } from 'kysely';
import { BASE_ROLE } from '../../../../common/roles.js';
import type { Audience } from '../../../../common/audience/contract.js';
import { appealNotice, certifyNotice, declareNotice, type AppealNoticeAction, type NoticeText } from '../../../../common/message/notices.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import { audienceOptions, audienceRecipients } from '../../../kit/audience.js';
import { plainText, sanitizeBody } from '../../../kit/rich-text.js';
import { insertMessage, insertRecipients } from '../repo.js';
import { scopedTo } from '../../../kit/tenant-scope.js';
import { summaryFrom } from '../../../kit/text-rules.js';

/**
 * The demo messages of both parks: operators' messages sent to every kind of audience (the whole
 * park, an industry, an area, a tag, picked enterprises, picked users), partly read, and two drafts;
 * and the system notifications the seeded workflow records would have raised (certification
 * decisions, appeal steps, declaration audits), at the records' own times. What is older than a
 * week has been read; newer is still unread. Dates count from the seeding day.
 */

const HOUR = 3600;
const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoMessage {
  title: string;
  paras: string[];
  /** Days before the seeding day it was sent; null for a draft. */
  sentDaysAgo: number | null;
  audience: (pick: Picks) => Audience;
  /** Share of recipients who read it (deterministic by user id). */
  readShare: number;
}

interface Picks {
  industry: string;
  area: string;
  tag: string;
  orgIds: number[];
  userIds: number[];
}

const MESSAGES: DemoMessage[] = [
  {
    title: '关于开展园区企业安全生产大检查的通知',
    paras: [
      '各入园企业：为进一步压实企业安全生产主体责任，园区管委会将联合应急管理部门开展安全生产大检查。',
      '请各企业对照<strong>消防设施、用电安全、危化品存储</strong>三方面开展自查，并于两周内通过园区平台报送自查情况。',
      '联系人：安全生产科 王工，电话 0571-88886666。',
    ],
    sentDaysAgo: 24,
    audience: () => ({ kind: 'ALL' }),
    readShare: 0.8,
  },
  {
    title: '行业政策解读会邀请函',
    paras: [
      '尊敬的企业负责人：园区将于下周三下午在创新服务中心三楼报告厅举办行业专项政策解读会。',
      '届时将邀请市经信局专家解读最新产业扶持政策及申报要点，欢迎贵企业派员参加。',
    ],
    sentDaysAgo: 12,
    audience: (p) => ({ kind: 'INDUSTRY', names: [p.industry] }),
    readShare: 0.6,
  },
  {
    title: '计划停电检修通知',
    paras: [
      '因供电线路检修，本周六 8:00—14:00 园区部分区域将暂停供电。',
      '请相关企业提前做好生产安排和数据备份，检修期间注意用电安全。',
    ],
    sentDaysAgo: 5,
    audience: (p) => ({ kind: 'AREA', names: [p.area] }),
    readShare: 0.5,
  },
  {
    title: '高新技术企业资格复审提醒',
    paras: [
      '贵企业的高新技术企业资格即将进入复审周期，请提前梳理近三年研发投入、知识产权和高新技术产品收入情况。',
      '园区企业服务中心可提供一对一辅导，需要者请在平台“我的诉求”中提交需求。',
    ],
    sentDaysAgo: 3,
    audience: (p) => ({ kind: 'TAG', names: [p.tag] }),
    readShare: 0.3,
  },
  {
    title: '重点企业走访安排',
    paras: [
      '为了解企业发展诉求，管委会领导将于近期走访贵企业。',
      '具体时间将由企业服务专员电话确认，请安排熟悉经营情况的负责人接待。',
    ],
    sentDaysAgo: 1,
    audience: (p) => ({ kind: 'ORG', ids: p.orgIds }),
    readShare: 0.2,
  },
  {
    title: '账号安全提醒',
    paras: ['近期发现有冒充园区工作人员索要验证码的情况。园区工作人员不会向您索要密码或短信验证码，请注意防范。'],
    sentDaysAgo: 0,
    audience: (p) => ({ kind: 'USER', ids: p.userIds }),
    readShare: 0,
  },
  {
    title: '年度企业统计报表填报说明（草稿）',
    paras: ['请各企业于月底前完成年度统计报表填报，具体填报口径见附件。'],
    sentDaysAgo: null,
    audience: () => ({ kind: 'ALL' }),
    readShare: 0,
  },
  {
    title: '园区食堂试运营意见征集（草稿）',
    paras: ['园区共享食堂将于下月试运营，欢迎企业员工提出意见和建议。'],
    sentDaysAgo: null,
    audience: () => ({ kind: 'ALL' }),
    readShare: 0,
  },
];

/** A stable "random" share per user and message: the same seed day stores the same rows. */
const hashShare = (a: number, b: number) => (((a * 2654435761) ^ (b * 40503)) >>> 0) % 1000 / 1000;

async function sendDemo(trx: Kysely<DB>, today: SeedDay, senderId: number | null, picks: Picks, m: DemoMessage, index: number) {
  const { html } = sanitizeBody(m.paras.map((p) => `<p>${p}</p>`).join(''));
  const summary = summaryFrom(plainText(html));
  const sentAt = m.sentDaysAgo === null ? null : today.at(-m.sentDaysAgo, 9 * HOUR + index * 600);
  const created = today.at(-(m.sentDaysAgo ?? 2) - 1, 15 * HOUR);
  const audience = m.audience(picks);
  const recipients = sentAt === null ? [] : await audienceRecipients(trx, audience);
  const id = await insertMessage(trx, {
    kind: 'MESSAGE',
    topic: '',
    status: sentAt === null ? 'DRAFT' : 'SENT',
    title: m.title,
    summary,
    body: html,
    link: null,
    audience: sentAt === null ? null : JSON.stringify(audience),
    recipient_count: recipients.length,
    sender_id: senderId,
    sent_at: sentAt,
    created_at: created,
    updated_at: sentAt ?? created,
  });
  if (sentAt === null) return;
  await insertRecipients(trx, id, recipients, sentAt);
  const sentMs = Date.parse(sentAt);
  const readers = recipients.filter((r) => hashShare(r.userId, id) < m.readShare);
  for (const [i, r] of readers.entries()) {
    const readAt = new Date(Math.min(sentMs + (1 + (i % 40)) * 1800 * 1000, today.day * DAY_MS + 8 * HOUR * 1000)).toISOString();
    await trx
      .updateTable('message_recipients')
      .set({ read_at: readAt < sentAt ? sentAt : readAt })
      .where('message_id', '=', id)
      .where('user_id', '=', r.userId)
      .execute();
  }
}

interface RaisedNotice {
  text: NoticeText;
  userIds: number[];
  at: string;
}

/** The notifications the seeded workflow records would have raised, oldest first. */
async function raisedNotices(trx: Kysely<DB>, tenantId: number): Promise<RaisedNotice[]> {
  const found: RaisedNotice[] = [];
  const byOrg = new Map<number, number[]>();
  const users = await trx.selectFrom('users').select(['id', 'org_id']).where('tenant_id', '=', tenantId).where('status', '=', 'ACTIVE').execute();
  for (const u of users) {
    if (u.org_id === null) continue;
    const list = byOrg.get(Number(u.org_id)) ?? [];
    list.push(Number(u.id));
    byOrg.set(Number(u.org_id), list);
  }
  const members = (orgId: number) => byOrg.get(orgId) ?? [];

  const certified = await trx
    .selectFrom('org_applications')
    .select(['user_id', 'kind', 'status', 'fullname', 'reason', 'reviewed_at'])
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', ['PASS', 'FAIL', 'BACK'])
    .where('reviewed_at', 'is not', null)
    .execute();
  for (const a of certified) {
    if (a.status === 'TOAUDIT' || !a.reviewed_at) continue;
    found.push({ text: certifyNotice(a.kind, a.status, a.fullname, a.reason), userIds: [Number(a.user_id)], at: a.reviewed_at });
  }

  const steps = await trx
    .selectFrom('appeal_events as e')
    .innerJoin('appeals as a', 'a.id', 'e.appeal_id')
    .select(['a.id', 'a.org_id', 'a.title', 'e.action', 'e.content', 'e.created_at'])
    .where('e.tenant_id', '=', tenantId)
    .where('e.action', 'in', ['ASSIGN', 'REPLY', 'CLOSE', 'REJECT'])
    .execute();
  for (const s of steps) {
    const userIds = members(Number(s.org_id));
    if (userIds.length === 0) continue;
    found.push({ text: appealNotice(s.action as AppealNoticeAction, Number(s.id), s.title, s.content), userIds, at: s.created_at });
  }

  const audited = await trx
    .selectFrom('declare_applications as a')
    .innerJoin('declarations as d', 'd.id', 'a.declaration_id')
    .select(['a.id', 'a.org_id', 'a.user_id', 'a.state', 'a.reason', 'a.audited_at', 'd.title'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.state', 'in', ['PASS', 'FAIL', 'BACK'])
    .where('a.audited_at', 'is not', null)
    .execute();
  for (const a of audited) {
    if (!a.audited_at || (a.state !== 'PASS' && a.state !== 'FAIL' && a.state !== 'BACK')) continue;
    const userIds = a.user_id !== null ? [Number(a.user_id)] : members(Number(a.org_id));
    if (userIds.length === 0) continue;
    found.push({ text: declareNotice(a.state, Number(a.id), a.title, a.reason), userIds, at: a.audited_at });
  }
  return found.sort((x, y) => x.at.localeCompare(y.at));
}

async function insertNotices(trx: Kysely<DB>, tenantId: number, today: SeedDay): Promise<void> {
  const weekAgo = today.at(-7);
  for (const n of await raisedNotices(trx, tenantId)) {
    const body = n.text.body;
    const id = await insertMessage(trx, {
      kind: 'NOTICE',
      topic: n.text.topic,
      status: 'SENT',
      title: n.text.title,
      summary: summaryFrom(body.replace(/\s+/g, ' ')),
      body,
      link: n.text.link,
      audience: null,
      recipient_count: n.userIds.length,
      sender_id: null,
      sent_at: n.at,
      created_at: n.at,
      updated_at: n.at,
    });
    const orgs = await trx.selectFrom('users').select(['id', 'org_id']).where('tenant_id', '=', tenantId).where('id', 'in', n.userIds).execute();
    await insertRecipients(
      trx,
      id,
      orgs.map((u) => ({ userId: Number(u.id), orgId: u.org_id === null ? null : Number(u.org_id) })),
      n.at,
    );
    if (n.at < weekAgo) {
      const readAt = new Date(Date.parse(n.at) + 5 * HOUR * 1000).toISOString();
      await trx.updateTable('message_recipients').set({ read_at: readAt }).where('message_id', '=', id).execute();
    }
  }
}

async function picksOf(trx: Kysely<DB>, tenantId: number): Promise<Picks | null> {
  const options = await audienceOptions(trx);
  const demoPhones = DEMO_ACCOUNTS.filter((a) => a.tenantId === tenantId && a.org !== null).map((a) => a.phone);
  const demoUsers = demoPhones.length
    ? await trx.selectFrom('users').select(['id', 'org_id']).where('tenant_id', '=', tenantId).where('phone', 'in', demoPhones).execute()
    : [];
  const demoOrgIds = demoUsers.map((u) => u.org_id).filter((o): o is number => o !== null).map(Number);
  // A few more enterprises with users, besides the demo accounts' own.
  const others = await trx
    .selectFrom('users')
    .select('org_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'ACTIVE')
    .where('org_id', 'is not', null)
    .orderBy('org_id')
    .limit(6)
    .execute();
  const orgIds = [...new Set([...demoOrgIds, ...others.map((o) => Number(o.org_id))])];
  const demoOrg = demoOrgIds[0];
  const demoOrgRow = demoOrg === undefined ? undefined : await trx.selectFrom('orgs').select(['industry_name', 'sub_park', 'category']).where('id', '=', demoOrg).executeTakeFirst();
  // The demo enterprise is in the industry, area and tag chosen, so its user sees every kind.
  const industry = demoOrgRow?.industry_name || options.industries[0]?.name;
  const area = demoOrgRow?.sub_park || options.areas[0]?.name;
  const tag = demoOrgRow?.category || options.tags[0]?.name;
  if (!industry || !area || !tag || orgIds.length === 0) return null;
  let userIds = demoUsers.map((u) => Number(u.id));
  if (userIds.length === 0) {
    const some = await trx
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'ACTIVE')
      .where('org_id', 'is not', null)
      .orderBy('id')
      .limit(3)
      .execute();
    userIds = some.map((u) => Number(u.id));
  }
  return { industry, area, tag, orgIds, userIds };
}

/** How many organisations' contact people each park's messages reach (besides the demo accounts). */
const CONTACTS: Readonly<Record<number, number>> = { 1: 40, 2: 15 };

/**
 * The contact person of the first organisations that have no user yet becomes one (registered by
 * phone, no password of their own, like the waiting applicants): a park's messages reach many
 * enterprises, and the result screens show who read them.
 */
async function ensureContacts(trx: Kysely<DB>, tenantId: number): Promise<void> {
  const wanted = CONTACTS[tenantId] ?? 0;
  if (wanted === 0) return;
  const baseRole = await trx.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('rolename', '=', BASE_ROLE).executeTakeFirst();
  if (!baseRole) return;
  const orgs = await trx
    .selectFrom('orgs')
    .select(['id', 'legal_person', 'contact_phone', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.org_id', '=', 'orgs.id'))))
    .orderBy('id')
    .limit(wanted)
    .execute();
  for (const org of orgs) {
    const taken = await trx.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('phone', '=', org.contact_phone).executeTakeFirst();
    if (taken || !org.legal_person) continue;
    const user = await trx
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        phone: org.contact_phone,
        name: org.legal_person,
        password_hash: '!',
        org_id: org.id,
        status: 'ACTIVE',
        // They registered when their organisation joined the platform.
        created_at: org.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ tenant_id: tenantId, user_id: user.id, role_id: baseRole.id }).execute();
  }
}

export async function insertDemoMessages(trx: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    await ensureContacts(trx, tenant.id);
    const admin = DEMO_ACCOUNTS.find((a) => a.tenantId === tenant.id && a.role === '管理员');
    const sender = admin
      ? await trx.selectFrom('users').select('id').where('tenant_id', '=', tenant.id).where('phone', '=', admin.phone).executeTakeFirst()
      : undefined;
    // The messages' queries read and write the park's rows through its scope, as the app's do.
    const park = scopedTo(trx, tenant.id);
    const picks = await picksOf(park, tenant.id);
    if (picks) {
      for (const [i, m] of MESSAGES.entries()) {
        await sendDemo(park, today, sender ? Number(sender.id) : null, picks, m, i);
      }
    }
    await insertNotices(park, tenant.id, today);
  }
}
