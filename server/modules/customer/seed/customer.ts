import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { demoFaqs, type ParkFacts } from './faqs.js';

/**
 * The demo customer service of both parks: each park's FAQ (six categories, a few pinned, hit
 * counts for the suggestions) and, in the default park, questions its enterprise accounts left for
 * staff — some waiting, some answered (one answer kept as an FAQ). The second park has no
 * enterprise account, so no questions. Dates count back from the seeding day.
 */

const HANGZHOU: ParkFacts = {
  short: '杭州高新区',
  committee: '杭州高新区（滨江）管委会',
  hall: '滨江区江南大道 3850 号创新大厦一楼',
  hotline: '0571-87702000',
  city: '杭州市',
};

const SUZHOU: ParkFacts = {
  short: '苏州工业园区',
  committee: '苏州工业园区管委会',
  hall: '苏州工业园区现代大道 999 号一站式服务中心',
  hotline: '0512-66680000',
  city: '苏州市',
};

interface DemoTicket {
  phone: string;
  question: string;
  /** Days before the seeding day it was left. */
  daysAgo: number;
  reply?: string;
  /** Kept as an FAQ with these keywords. */
  faq?: string[];
}

const TICKETS: DemoTicket[] = [
  { phone: '13800000003', question: '我们公司去年通过了高新技术企业认定，今年的认定奖励什么时候开始申报？需要准备哪些材料？', daysAgo: 0 },
  { phone: '13800000004', question: '服务机构发布的服务产品一直显示待审核，大概多久能审核完？', daysAgo: 1 },
  { phone: '13800000005', question: '个人账号能不能查看政策申报的结果？我不是企业的管理员。', daysAgo: 1 },
  { phone: '13800000003', question: '企业搬迁到园区外以后，还能继续享受园区的租金补贴吗？', daysAgo: 2 },
  {
    phone: '13800000003',
    question: '研发投入补助的申报表里“研发费用总额”应该填审计报告的数还是汇算清缴的数？',
    daysAgo: 5,
    reply: '请填写经审计的研发费用专项审计报告中的金额，并与年度汇算清缴申报表中的研发费用加计扣除金额保持一致；两者不一致的，请在申报说明中写明原因。',
    faq: ['研发费用总额', '研发投入补助', '审计报告'],
  },
  {
    phone: '13800000004',
    question: '我们想在园区办一场知识产权沙龙，可以借用园区的会议室吗？',
    daysAgo: 7,
    reply: '可以。创新大厦三楼多功能厅可免费借用给园区企业和服务机构举办公益活动，请提前 5 个工作日联系企业服务中心预约，电话 0571-87702000。',
  },
  {
    phone: '13800000005',
    question: '注册时提示手机号已被注册，但我从来没有注册过，怎么办？',
    daysAgo: 9,
    reply: '可能是该号码以前的使用者注册过。请在登录页用“忘记密码”通过短信验证码重置密码后登录，登录后可修改个人信息；如仍有问题请再次留言。',
  },
  {
    phone: '13800000003',
    question: '诉求提交以后能不能补充照片？',
    daysAgo: 12,
    reply: '诉求受理前可以撤回后重新提交；受理后请在诉求详情中通过“补充说明”上传照片，办理人员会及时看到。',
  },
];

async function operatorId(db: Kysely<DB>, tenantId: number): Promise<number> {
  const account = DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.role === '管理员');
  if (!account) throw new Error(`no demo operator in tenant ${String(tenantId)}`);
  const row = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('phone', '=', account.phone).executeTakeFirstOrThrow();
  return row.id;
}

async function insertFaqs(db: Kysely<DB>, today: SeedDay, tenantId: number, facts: ParkFacts): Promise<void> {
  const author = await operatorId(db, tenantId);
  const faqs = demoFaqs(facts);
  await db
    .insertInto('customer_faqs')
    .values(
      faqs.map((f, i) => {
        const at = today.at(-60 + i, 9 * 3600 + ((i * 1237) % 3600));
        return {
          tenant_id: tenantId,
          question: f.question,
          answer: f.answer,
          keywords: `|${f.keywords.join('|')}|`,
          category: f.category,
          pinned: f.pinned ? 1 : 0,
          hits: f.hits,
          author_id: author,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
}

async function insertTickets(db: Kysely<DB>, today: SeedDay, tenantId: number): Promise<void> {
  const replier = await operatorId(db, tenantId);
  for (const [i, t] of TICKETS.entries()) {
    const user = await db
      .selectFrom('users')
      .leftJoin('orgs', 'orgs.id', 'users.org_id')
      .select(['users.id', 'users.name', 'users.org_id', 'orgs.fullname'])
      .where('users.tenant_id', '=', tenantId)
      .where('users.phone', '=', t.phone)
      .executeTakeFirstOrThrow();
    const created = today.at(-t.daysAgo, 10 * 3600 + i * 1500);
    const replied = t.reply ? today.at(-t.daysAgo + 1, 15 * 3600 + i * 600) : null;
    let faqId: number | null = null;
    if (t.reply && t.faq) {
      const faq = await db
        .insertInto('customer_faqs')
        .values({
          tenant_id: tenantId,
          question: t.question,
          answer: t.reply,
          keywords: `|${t.faq.join('|')}|`,
          category: '政策申报',
          pinned: 0,
          hits: 3,
          author_id: replier,
          created_at: replied ?? created,
          updated_at: replied ?? created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      faqId = faq.id;
    }
    await db
      .insertInto('customer_tickets')
      .values({
        tenant_id: tenantId,
        user_id: user.id,
        org_id: user.org_id,
        org_name: user.fullname ?? '',
        contact_name: user.name,
        contact_phone: t.phone,
        question: t.question,
        status: t.reply ? 'REPLIED' : 'OPEN',
        reply: t.reply ?? '',
        replier_id: t.reply ? replier : null,
        replied_at: replied,
        faq_id: faqId,
        created_at: created,
        updated_at: replied ?? created,
      })
      .execute();
  }
}

/** The demo customer service of both parks; the demo accounts must already exist. */
export async function insertDemoCustomerService(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await insertFaqs(db, today, DEFAULT_TENANT.id, HANGZHOU);
  await insertFaqs(db, today, 2, SUZHOU);
  await insertTickets(db, today, DEFAULT_TENANT.id);
}
