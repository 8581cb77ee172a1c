import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import '../tables.js';

/**
 * Both demo parks' contact and registration agreements, as a park's service centre writes them.
 * The home entries keep the product's order (no row: every entry shown).
 */
const CONTACTS: Readonly<Record<number, { phone: string; address: string; email: string }>> = {
  1: { phone: '0571-87702345', address: '杭州市滨江区江南大道 3850 号创新大厦 1 楼企业服务中心', email: 'qyfw@hzhtz.gov.cn' },
  2: { phone: '0512-66681234', address: '苏州工业园区苏州大道东 456 号新海大厦 2 楼一站式服务中心', email: 'service@sipac.gov.cn' },
};

function agreements(parkName: string, centre: string) {
  return {
    userAgreement: [
      `《${parkName}企业服务门户用户协议》`,
      `一、本门户由${parkName}管理委员会运营，为园区企业和个人提供政策查询与申报、企业认证、诉求办理等服务。`,
      '二、您应使用本人实名手机号注册，如实填写并及时更新注册和认证信息，因信息不实造成的后果由您承担。',
      '三、账号和密码仅限本人使用，请妥善保管；发现账号被盗用，请立即修改密码并联系园区服务中心。',
      '四、您不得利用本门户发布违法、虚假或侵害他人合法权益的信息，不得干扰门户的正常运行。',
      '五、以企业名义提交的申报材料、诉求等，视为已取得企业授权；园区依法对材料进行审核。',
      `六、对本协议有疑问，请联系${centre}。`,
    ].join('\n'),
    privacyPolicy: [
      `《${parkName}企业服务门户隐私政策》`,
      '一、我们收集的信息：注册时的手机号；实名认证时的姓名、身份证号；企业认证时的营业执照和法定代表人信息；您提交的申报材料和诉求内容。',
      '二、信息的用途：仅用于身份核验、政策匹配与申报审核、诉求办理、向您发送办理结果和园区通知。',
      '三、信息的保护：证件号码等敏感信息加密存储、脱敏展示，只有经授权的园区工作人员可以查看。',
      '四、信息的共享：未经您的同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。',
      `五、您的权利：您可以在个人中心查询、更正您的信息；注销账号或查询信息使用情况，请联系${centre}。`,
    ].join('\n'),
  };
}

export async function insertDemoSettings(trx: Kysely<DB>, today: SeedDay): Promise<void> {
  const rows = DEMO_TENANTS.flatMap((tenant) => {
    const contact = CONTACTS[tenant.id];
    if (!contact) return [];
    const centre = `园区企业服务中心（电话 ${contact.phone}）`;
    return [
      { tenant_id: tenant.id, section: 'contact', value: JSON.stringify(contact), updated_at: today.at(-30, 3600), updated_by: null },
      { tenant_id: tenant.id, section: 'agreements', value: JSON.stringify(agreements(tenant.fullname, centre)), updated_at: today.at(-30, 3600), updated_by: null },
    ];
  });
  if (rows.length) await trx.insertInto('park_settings').values(rows).execute();
}
