import type { Kysely } from 'kysely';
import type { Audience } from '../../../../common/audience/contract.js';
import { renderSms } from '../../../../common/sms/contract.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import type { DB } from '../../../db/schema.js';
import { audienceOptions, audienceRecipients } from '../../../kit/audience.js';
import { scopedTo } from '../../../kit/tenant-scope.js';

/**
 * The demo SMS push of both parks: five templates, and past batches to an industry, to picked
 * enterprises and to the whole park, sent with some failures (the gateway's usual answers), one
 * batch whose failures were retried, and one scheduled for tomorrow. Dates count from the seeding day.
 */

const TEMPLATES: { name: string; text: string; daysAgo: number }[] = [
  { name: '政策申报提醒', text: '【{园区名称}】{联系人}您好，{企业名称}可申报的专项扶持政策即将截止，请登录园区平台查看申报指南并按时提交。', daysAgo: 40 },
  { name: '安全生产检查通知', text: '【{园区名称}】{企业名称}：园区将于本周开展安全生产检查，请提前完成消防、用电自查。联系人：安全生产科。', daysAgo: 35 },
  { name: '活动邀请', text: '【{园区名称}】{联系人}您好，诚邀{企业名称}参加本月企业服务沙龙，报名请登录园区平台“活动”栏目。', daysAgo: 21 },
  { name: '诉求办理回访', text: '【{园区名称}】{联系人}您好，您反映的问题已办结，请登录园区平台对办理结果进行评价，感谢支持。', daysAgo: 14 },
  { name: '统计数据报送提醒', text: '【{园区名称}】{企业名称}：请于本月 10 日前在园区平台完成季度经济数据报送，逾期将影响政策兑现。', daysAgo: 7 },
];

const FAILURES = ['号码已停机', '用户拒收（黑名单）', '运营商网关超时'];

interface DemoBatch {
  template: number;
  daysAgo: number;
  audience: (p: { industry: string; orgIds: number[] }) => Audience;
  /** Every n-th record failed (0: none). */
  failEvery: number;
  /** Its failures were retried and went through. */
  retried?: boolean;
  /** Scheduled for the day after the seeding day. */
  scheduled?: boolean;
}

const BATCHES: DemoBatch[] = [
  { template: 1, daysAgo: 30, audience: () => ({ kind: 'ALL' }), failEvery: 9, retried: true },
  { template: 0, daysAgo: 18, audience: (p) => ({ kind: 'INDUSTRY', names: [p.industry] }), failEvery: 7 },
  { template: 2, daysAgo: 9, audience: (p) => ({ kind: 'ORG', ids: p.orgIds }), failEvery: 0 },
  { template: 4, daysAgo: 2, audience: (p) => ({ kind: 'ORG', ids: p.orgIds }), failEvery: 4 },
  { template: 0, daysAgo: -1, audience: (p) => ({ kind: 'INDUSTRY', names: [p.industry] }), failEvery: 0, scheduled: true },
];

export async function insertDemoSms(trx: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    const park = await trx.selectFrom('tenants').select('fullname').where('id', '=', tenant.id).executeTakeFirst();
    if (!park) continue;
    const templates = [];
    for (const [i, t] of TEMPLATES.entries()) {
      const at = today.at(-t.daysAgo, 9 * 3600 + i * 600);
      await trx.insertInto('sms_templates').values({ tenant_id: tenant.id, name: t.name, text: t.text, created_at: at, updated_at: at }).execute();
      templates.push(t);
    }

    const adminPhone = DEMO_ACCOUNTS.find((a) => a.tenantId === tenant.id && a.org === null)?.phone;
    const admin = adminPhone
      ? await trx.selectFrom('users').select('id').where('tenant_id', '=', tenant.id).where('phone', '=', adminPhone).executeTakeFirst()
      : undefined;
    const options = await audienceOptions(scopedTo(trx, tenant.id));
    const industry = options.industries[0]?.name;
    const orgs = await trx
      .selectFrom('users')
      .select('org_id')
      .distinct()
      .where('tenant_id', '=', tenant.id)
      .where('status', '=', 'ACTIVE')
      .where('org_id', 'is not', null)
      .orderBy('org_id')
      .limit(8)
      .execute();
    const orgIds = orgs.map((o) => Number(o.org_id));
    if (!industry || orgIds.length === 0) continue;

    for (const b of BATCHES) {
      const template = templates[b.template];
      if (!template) continue;
      const audience = b.audience({ industry, orgIds });
      const recipients = (await audienceRecipients(scopedTo(trx, tenant.id), audience)).slice(0, 300);
      if (recipients.length === 0) continue;
      const sendAt = b.scheduled ? today.at(1, 2 * 3600) : today.at(-b.daysAgo, 2 * 3600);
      const finishedAt = b.scheduled ? null : today.at(-b.daysAgo, 2 * 3600 + 60 + recipients.length / 20);
      const batch = await trx
        .insertInto('sms_batches')
        .values({
          tenant_id: tenant.id,
          template_name: template.name,
          text: template.text,
          audience: JSON.stringify(audience),
          status: b.scheduled ? 'SCHEDULED' : 'DONE',
          send_at: sendAt,
          finished_at: finishedAt,
          sender_id: admin ? Number(admin.id) : null,
          created_at: b.scheduled ? today.at(0, 3600) : sendAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const people = await trx
        .selectFrom('users')
        .leftJoin('orgs', 'orgs.id', 'users.org_id')
        .select(['users.id', 'users.name', 'users.phone', 'orgs.fullname'])
        .where('users.id', 'in', recipients.map((r) => r.userId))
        .orderBy('users.id')
        .execute();
      const rows = people.map((p, i) => {
        const failed = b.failEvery > 0 && i % b.failEvery === b.failEvery - 1;
        const ok = !failed || b.retried === true;
        const second = i / 20;
        return {
          tenant_id: tenant.id,
          batch_id: Number(batch.id),
          user_id: Number(p.id),
          name: p.name,
          org_name: p.fullname ?? '',
          phone: p.phone,
          text: renderSms(template.text, { 企业名称: p.fullname ?? '', 联系人: p.name, 园区名称: park.fullname }),
          status: b.scheduled ? ('PENDING' as const) : ok ? ('SENT' as const) : ('FAILED' as const),
          result: b.scheduled ? '' : ok ? '发送成功' : (FAILURES[i % FAILURES.length] ?? FAILURES[0]!),
          attempts: b.scheduled ? 0 : failed ? (b.retried ? 2 : 1) : 1,
          claimed_at: null,
          sent_at: b.scheduled || !ok ? null : today.at(-b.daysAgo, 2 * 3600 + Math.floor(second) + (failed ? 3600 : 0)),
        };
      });
      for (let i = 0; i < rows.length; i += 200) await trx.insertInto('sms_records').values(rows.slice(i, i + 200)).execute();
    }
  }
}
