import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';

/**
 * Each demo park's guide to applying for 高新技术企业, as its enterprise-service office would
 * write it: the national procedure (认定管理办法, 工作指引) with the park's own pre-review and
 * contacts, and the materials the provincial system asks for.
 */
interface DemoGuide {
  intro: string;
  steps: { title: string; detail: string }[];
  materials: { name: string; note: string }[];
}

const MATERIALS = (park: string): DemoGuide['materials'] => [
  { name: '高新技术企业认定申请书', note: '在“高新技术企业认定管理工作网”在线填报后打印，法定代表人签字并加盖企业公章' },
  { name: '营业执照', note: '复印件加盖公章；注册成立须满一年' },
  { name: '知识产权证书及权属证明', note: '发明专利、实用新型、软件著作权等，须对主要产品（服务）的核心技术拥有自主知识产权' },
  { name: '近三个会计年度研究开发费用专项审计报告', note: '由符合条件的中介机构出具，附研究开发活动说明材料' },
  { name: '近一个会计年度高新技术产品（服务）收入专项审计报告', note: '高新技术产品（服务）收入占同期总收入的比例不低于60%' },
  { name: '近三个会计年度财务会计报告', note: '含会计报表、会计报表附注和财务情况说明书；成立不足三年的按实际经营年限' },
  { name: '科技人员情况说明', note: '企业职工总数、科技人员数及其占比（不低于10%），附社保缴纳证明' },
  { name: '科技成果转化说明', note: '近三年科技成果转化的总体情况与转化形式、应用成效，附证明材料' },
  { name: '研究开发组织管理水平说明', note: `研发机构、产学研合作、人才激励制度等；${park}企业服务中心可协助梳理` },
];

const GUIDES: Record<number, DemoGuide> = {
  [DEFAULT_TENANT.id]: {
    intro:
      '高新技术企业认定每年集中开展，认定有效期三年，期间享受15%的企业所得税优惠税率。园区企业服务中心提供免费的申报辅导和材料预审，有意向的企业请在申报窗口开放前一个月联系园区。',
    steps: [
      { title: '企业自我评价', detail: '对照《高新技术企业认定管理办法》第十一条的八项条件自评，重点核对知识产权、研发费用占比和高新技术产品收入占比。' },
      { title: '注册登记', detail: '在“高新技术企业认定管理工作网”注册企业账号，完善企业基本信息。' },
      { title: '园区预审', detail: '将申报材料电子版发送至园区企业服务中心，5个工作日内反馈预审意见，可预约现场辅导。' },
      { title: '在线提交材料', detail: '按预审意见修改后在线提交，并将纸质材料报送区科技局。' },
      { title: '专家评审与公示', detail: '省认定机构组织专家评审，通过后在“高新技术企业认定管理工作网”公示10个工作日。' },
      { title: '领取证书、享受优惠', detail: '公示无异议后颁发证书；企业凭证书到主管税务机关办理所得税优惠，并可申报市、区两级认定奖励。' },
    ],
    materials: MATERIALS('园区'),
  },
  2: {
    intro:
      '工业园区对首次认定的高新技术企业给予配套奖励，并将通过认定的企业纳入园区科技企业培育库。申报材料可先交园区科技招商中心预审，预审合格后统一报送。',
    steps: [
      { title: '对照条件自评', detail: '重点核查近三年研发费用占销售收入比例（按收入规模分别不低于5%、4%、3%）和科技人员占比。' },
      { title: '参加申报培训', detail: '园区每年上半年举办两场高企申报专题培训，报名请关注园区通知公告。' },
      { title: '材料预审', detail: '向园区科技招商中心提交电子材料，预审合格后出具推荐意见。' },
      { title: '网上申报', detail: '在“高新技术企业认定管理工作网”和江苏省科技业务综合管理系统同步完成申报。' },
      { title: '评审、公示与备案', detail: '经专家评审、公示和备案后获得证书，园区在证书公布后兑现配套奖励。' },
    ],
    materials: MATERIALS('园区科技招商中心'),
  },
};

export async function insertDemoGuides(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const [tenantId, guide] of Object.entries(GUIDES)) {
    await db
      .insertInto('conduct_guides')
      .values({
        tenant_id: Number(tenantId),
        intro: guide.intro,
        steps: JSON.stringify(guide.steps),
        materials: JSON.stringify(guide.materials),
        updated_by: null,
        updated_at: today.at(-30),
      })
      .execute();
  }
}
