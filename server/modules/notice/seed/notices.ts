import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import { summaryFrom } from '../../../kit/text-rules.js';
import { sanitizeBody } from '../sanitize.js';
import type { DB } from '../../../db/schema.js';
import type { NoticeStatus } from '../tables.js';
import { isoAt, type SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';

/**
 * The demo notices (通知公告) of both parks: mostly published, a few waiting or rejected, two
 * pinned. Dates count back from the seeding day, so seeds made on the same day store the same rows.
 */

type NoticeType = '通知公告' | '政策解读' | '活动通知' | '园区新闻';

/** The notice's own day, for texts that name a year, a deadline or when an event takes place. */
export interface NoticeDay {
  /** The calendar year the notice is dated in. */
  year: number;
  /** 'M月D日' `days` after the notice's day ('YYYY年M月D日' when that falls in another year). */
  on(days: number): string;
  /** 'M月上旬/中旬/下旬' of the day `days` after the notice's day (with the year when it differs). */
  period(days: number): string;
}

/** A text fixed, or written from the notice's day: a demo seeded in any season reads as current. */
type Text = string | ((day: NoticeDay) => string);

interface DemoNotice {
  type: NoticeType;
  title: Text;
  paras: [Text, Text];
  status?: NoticeStatus;
  reason?: string;
  pinned?: boolean;
}

const N = (type: NoticeType, title: Text, a: Text, b: Text, extra: Partial<DemoNotice> = {}): DemoNotice => ({
  type,
  title,
  paras: [a, b],
  ...extra,
});

/** The NoticeDay of UTC day number `day`. */
export function noticeDay(day: number): NoticeDay {
  const date = (offset: number) => new Date((day + offset) * 24 * 60 * 60 * 1000);
  const year = date(0).getUTCFullYear();
  const yearOf = (d: Date) => (d.getUTCFullYear() === year ? '' : `${d.getUTCFullYear()}年`);
  return {
    year,
    on: (days) => {
      const d = date(days);
      return `${yearOf(d)}${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
    },
    period: (days) => {
      const d = date(days);
      const third = d.getUTCDate() <= 10 ? '上旬' : d.getUTCDate() <= 20 ? '中旬' : '下旬';
      return `${yearOf(d)}${d.getUTCMonth() + 1}月${third}`;
    },
  };
}

const textOf = (text: Text, day: NoticeDay) => (typeof text === 'string' ? text : text(day));

/** Newest first: the i-th notice was published i × 3 days (and a few hours) before the seeding day. */
const HANGZHOU: DemoNotice[] = [
  N(
    '通知公告',
    (w) => `关于开展${w.year}年度高新技术企业认定申报工作的通知`,
    (w) =>
      `为深入实施创新驱动发展战略，加快培育高新技术企业，现启动${w.year}年度高新技术企业认定申报工作，请符合条件的园区企业做好申报准备。`,
    (w) =>
      `申报企业须在园区注册满一年，近三年研发费用占销售收入比例符合规定。请于${w.on(45)}前通过园区门户提交申报材料，逾期不予受理。`,
    { pinned: true },
  ),
  N(
    '通知公告',
    '关于江南大道部分路段施工期间交通组织调整的通知',
    '因地下综合管廊建设需要，江南大道（长河路至东信大道段）将于近期实施半幅封闭施工，预计工期90天。',
    '施工期间请过往车辆提前绕行滨安路，园区企业班车停靠点临时调整至创业路东侧。由此带来的不便，敬请谅解。',
    { pinned: true },
  ),
  N(
    '园区新闻',
    '园区3家企业入选国家级专精特新“小巨人”企业名单',
    '工业和信息化部近日公布第七批专精特新“小巨人”企业名单，园区3家企业榜上有名，园区累计国家级“小巨人”企业达到41家。',
    '入选企业分别深耕工业视觉、射频芯片和医疗器械领域，平均研发投入强度超过12%。园区将继续完善梯度培育体系，助力企业做精做强。',
  ),
  N(
    '政策解读',
    '《关于推动数字经济高质量发展的若干政策》解读',
    '为进一步巩固数字经济先发优势，园区出台推动数字经济高质量发展的若干政策，共六个方面二十条措施。',
    '政策重点支持集成电路、人工智能、工业互联网等领域，对首次认定的数字经济核心企业给予最高200万元奖励，对重大项目实行“一事一议”。',
  ),
  N(
    '活动通知',
    (w) => `关于举办${w.year}年“创新滨江”创业大赛的通知`,
    (w) => `为营造良好的创新创业氛围，发掘优质创业项目，园区定于${w.period(40)}举办“创新滨江”创业大赛。`,
    '大赛设初创组和成长组，面向人工智能、生命健康、新材料等领域征集项目，获奖项目可获最高50万元创业资助并优先入驻园区孵化器。',
  ),
  N(
    '通知公告',
    '关于做好节假日期间园区安全生产工作的通知',
    '法定节假日临近，为确保园区安全稳定，请各企业切实落实安全生产主体责任，做好节前安全自查。',
    '重点检查消防设施、用电线路和危险化学品存放，假期期间严格执行值班制度，发现隐患及时上报园区安全生产办公室。',
  ),
  N(
    '政策解读',
    (w) => `研发费用加计扣除政策问答（${w.year}年版）`,
    '研发费用加计扣除是激励企业加大研发投入的重要税收优惠政策，本文对企业关心的常见问题进行集中解答。',
    '企业开展研发活动中实际发生的研发费用，未形成无形资产计入当期损益的，在按规定据实扣除的基础上，再按照实际发生额的100%在税前加计扣除。',
  ),
  N(
    '活动通知',
    '关于举办企业数字化转型专题培训会的通知',
    (w) =>
      `为帮助园区中小企业把握数字化转型路径，园区联合省经信厅定于${w.period(20)}举办数字化转型专题培训会。`,
    '培训内容包括智能制造诊断、工业互联网平台应用和数据安全合规，欢迎企业分管负责人和信息化负责人报名参加，名额120人。',
  ),
  N(
    '通知公告',
    '关于园区员工食堂设备检修期间运营安排的通知',
    '园区员工食堂将分批开展厨房设备检修和消防改造，期间调整运营时间，请有需要的企业提前统计员工就餐人数。',
    (w) =>
      `${w.on(14)}至${w.on(22)}期间，一号食堂正常供应午餐，二号、三号食堂暂停营业，${w.on(23)}起恢复正常。`,
    { status: 'CHECK' },
  ),
  N(
    '园区新闻',
    '滨江物联网产业园二期正式开园',
    '滨江物联网产业园二期日前正式开园，新增载体面积12万平方米，首批签约入驻企业28家。',
    '二期重点布局智能传感、车联网和边缘计算方向，配套建设中试平台和公共检测中心，预计满园后年产值可达60亿元。',
  ),
  N(
    '通知公告',
    '关于开展消防安全专项检查工作的通知',
    '近期园区企业生产任务繁重，用火用电增多，火灾风险上升，园区决定开展为期一个月的消防安全专项检查。',
    '检查覆盖园区全部楼宇和企业生产经营场所，重点整治电动自行车违规充电、疏散通道堵塞等问题，检查结果将纳入企业信用评价。',
  ),
  N(
    '政策解读',
    '专精特新“小巨人”企业培育政策要点解读',
    '园区对专精特新企业实行梯度培育，从创新型中小企业、省级专精特新企业到国家级“小巨人”企业逐级支持。',
    '对首次认定为国家级“小巨人”的企业给予一次性奖励100万元，并在融资担保、人才引进、用地保障等方面给予优先支持。',
  ),
  N(
    '活动通知',
    '关于组织参加第十二届中国国际人工智能产业博览会的通知',
    (w) => `第十二届中国国际人工智能产业博览会将于${w.period(75)}在杭州举办，园区将组织企业集中参展。`,
    (w) =>
      `园区统一设立展区并承担展位费用，拟参展企业请于${w.on(30)}前报送展品清单和企业简介，园区将择优安排展位。`,
  ),
  N(
    '政策解读',
    '科技型中小企业评价办法解读',
    '科技型中小企业评价工作实行企业自主评价、省级审核、全国公示的方式，每年集中开展。',
    '符合条件的企业可享受研发费用加计扣除比例提高等政策，本文对评价条件、指标和流程逐条说明。',
    { status: 'CANCEL', reason: '政策原文链接有误，请核对后重新提交' },
  ),
  N(
    '园区新闻',
    (w) => `园区举办${w.year - 1}年度优秀企业表彰大会`,
    (w) =>
      `园区日前召开${w.year - 1}年度优秀企业表彰大会，对在经济贡献、科技创新等方面表现突出的60家企业予以表彰。`,
    '会上通报了园区下一阶段重点工作安排，提出年内新增高新技术企业200家、规上工业增加值增长8%的目标。',
  ),
  N(
    '通知公告',
    (w) => `关于开展${w.year - 1}年度企业研发投入统计调查的通知`,
    (w) =>
      `根据统计工作安排，园区将开展${w.year - 1}年度企业研发投入统计调查，调查对象为园区全部规上企业和高新技术企业。`,
    (w) =>
      `请企业于${w.on(20)}前登录统计平台完成填报，确保数据真实准确。园区将安排专人提供填报辅导，咨询电话0571-87702100。`,
  ),
  N(
    '活动通知',
    '关于举办“银企对接”融资洽谈会的通知',
    '为缓解科技型中小企业融资难题，园区联合八家合作银行举办“银企对接”融资洽谈会。',
    '洽谈会设知识产权质押、科技信贷、供应链金融三个专场，有融资需求的企业可在园区门户金融超市提前登记需求。',
  ),
  N(
    '政策解读',
    '首台（套）装备保险补偿政策解读',
    '首台（套）重大技术装备保险补偿机制旨在降低用户使用风险，加快创新装备推广应用。',
    '对投保首台（套）综合险的企业，按年度保费的80%给予补贴，补贴期限最长三年，单个项目最高补贴500万元。',
    { status: 'CHECK' },
  ),
  N(
    '园区新闻',
    '园区与浙江大学共建联合创新中心签约',
    '园区与浙江大学日前签署合作协议，共建智能制造与数字健康联合创新中心。',
    '中心将围绕园区重点产业开展关键技术攻关和成果转化，三年内计划孵化科技企业30家，培养产业急需人才500名。',
  ),
  N(
    '通知公告',
    '关于园区公共服务平台系统升级暂停服务的公告',
    '为提升服务质量，园区公共服务平台将于本周六凌晨进行系统升级，届时部分功能暂停使用。',
    '升级时间为凌晨0:00至6:00，期间企业申报、附件下载等功能无法使用，升级完成后将自动恢复，给您带来的不便敬请谅解。',
  ),
  N(
    '活动通知',
    '关于开展园区企业职工健步走活动的通知',
    (w) => `为丰富园区职工业余文化生活，倡导健康生活方式，园区工会定于${w.period(15)}组织职工健步走活动。`,
    '活动路线沿钱塘江绿道全程约6公里，以企业为单位组队报名，每队10至20人，完成全程的职工可获纪念品一份。',
  ),
  N(
    '政策解读',
    '高层次人才安居补贴申领政策解读',
    '为吸引和留住高层次人才，园区对符合条件的人才给予租房补贴或购房补贴。',
    'A类至E类人才分别可申领最高800万元购房补贴或每月最高1万元租房补贴，申领材料包括人才认定证书、劳动合同和社保缴纳证明。',
  ),
  N(
    '活动通知',
    '关于举办高校毕业生专场招聘会的通知',
    (w) => `为帮助园区企业引进优秀青年人才，园区定于${w.period(25)}举办高校毕业生专场招聘会。`,
    '招聘会预计提供岗位2000余个，参会企业免收展位费，请有招聘需求的企业通过园区门户报名。',
    { status: 'CHECK' },
  ),
  N(
    '园区新闻',
    '园区企业研发的智能视觉芯片实现量产',
    '园区一家集成电路设计企业自主研发的智能视觉芯片近日实现量产，性能达到国际先进水平。',
    '该芯片采用自研神经网络处理架构，功耗降低40%，已应用于安防、工业检测等领域，首批订单超过百万片。',
  ),
  N(
    '通知公告',
    (w) => `关于征集${w.year + 1}年度园区重点产业项目的通知`,
    (w) => `为做好${w.year + 1}年度园区重点产业项目谋划，现面向园区企业征集拟建、在建重点产业项目。`,
    '项目总投资原则上不低于5000万元，重点征集数字经济、生命健康和高端装备领域项目，入库项目将在要素保障上给予优先支持。',
  ),
  N(
    '政策解读',
    '知识产权质押融资贴息政策解读',
    '为拓宽科技型企业融资渠道，园区对知识产权质押融资给予贷款贴息和评估费补助。',
    '企业以专利、商标等知识产权质押取得的贷款，按同期贷款市场报价利率的50%给予贴息，单个企业年度贴息最高50万元。',
  ),
  N(
    '活动通知',
    '关于举办知识产权保护公益讲座的通知',
    '为提升企业知识产权保护意识和能力，园区将联合市场监管部门举办知识产权保护公益讲座。',
    '讲座邀请知识产权法官和资深专利代理师授课，内容涵盖专利布局、商业秘密保护和侵权应对，欢迎企业法务和研发人员参加。',
  ),
  N(
    '园区新闻',
    '园区人才公寓第三批房源开始配租',
    '园区人才公寓第三批房源共计320套近日开始配租，面向园区企业引进的各类人才。',
    '房源包括一室户和两室户，租金为市场价的七成，申请人可通过园区门户提交申请，审核通过后按积分排序选房。',
  ),
  N(
    '通知公告',
    '关于开展规模以上工业企业能耗数据填报工作的通知',
    '根据节能降碳工作要求，园区将开展规模以上工业企业能耗数据月度填报工作。',
    '请各企业于每月10日前填报上月用电、用气和用水数据，园区将据此开展能效诊断，为企业提供节能改造建议。',
  ),
  N(
    '园区新闻',
    '园区获评省级智慧园区示范单位',
    '园区在省级智慧园区评选中获评示范单位，智慧安防、智慧能源等应用场景获得评审专家好评。',
    '下一步园区将深化城市大脑园区平台建设，推动企业服务“一网通办”，进一步提升园区治理数字化水平。',
    { status: 'CANCEL', reason: '获评文件尚未正式公布，暂缓发布' },
  ),
];

const SUZHOU: DemoNotice[] = [
  N(
    '通知公告',
    (w) => `关于开展${w.year}年度苏州工业园区科技领军人才项目申报的通知`,
    (w) => `为集聚高层次创新创业人才，现启动${w.year}年度园区科技领军人才项目申报工作。`,
    (w) => `项目分为创业类和创新类，入选创业类项目可获最高500万元项目资助，请于${w.on(40)}前提交申报材料。`,
    { pinned: true },
  ),
  N(
    '园区新闻',
    '园区新增2家省级工程技术研究中心',
    '省科技厅近日公布新一批省级工程技术研究中心名单，园区2家企业获批建设。',
    '两家研究中心分别聚焦纳米材料和生物制药方向，园区省级以上研发机构总数已超过560家。',
  ),
  N(
    '政策解读',
    '园区生物医药产业扶持政策解读',
    '为打造世界级生物医药产业地标，园区对创新药研发、临床试验和产业化给予全链条支持。',
    '对进入临床试验阶段的一类新药给予最高3000万元资助，对取得上市许可的创新药给予最高1000万元奖励。',
  ),
  N(
    '活动通知',
    '关于举办纳米技术应用产业对接会的通知',
    (w) => `为促进纳米技术成果转化，园区定于${w.period(30)}在纳米城举办纳米技术应用产业对接会。`,
    '对接会设材料、器件、检测三个板块，欢迎有技术需求和合作意向的企业报名参加。',
  ),
  N(
    '通知公告',
    '关于金鸡湖商务区停车场改造期间临时停车安排的通知',
    '金鸡湖商务区地下停车场将于近期进行智能化改造，工期约两个月。',
    '改造期间请车辆停放至星港街临时停车场，园区将开通商务区接驳车，每15分钟一班。',
  ),
  N(
    '通知公告',
    '关于征集园区企业出海服务需求的通知',
    '为更好服务园区企业拓展海外市场，现面向园区企业征集出海服务需求。',
    '征集内容包括海外法律、财税、知识产权和市场拓展等方面，园区将据此组织专业服务机构开展精准对接。',
    { status: 'CHECK' },
  ),
];

const CLOSING: Record<NoticeType, (park: string) => string> = {
  通知公告: (park) => `<p>特此通知。</p><p>${park}管理委员会</p>`,
  政策解读: () => '<p>具体以政策原文为准，如有疑问请联系园区企业服务中心。</p>',
  活动通知: () => '<p>报名及咨询：园区企业服务中心，工作日9:00–17:30。</p>',
  园区新闻: () => '',
};

function bodyOf(notice: DemoNotice, park: string, day: NoticeDay): string {
  const a = textOf(notice.paras[0], day);
  const b = textOf(notice.paras[1], day);
  const html =
    notice.type === '政策解读'
      ? `<h2>一、政策背景</h2><p>${a}</p><h2>二、主要内容</h2><p>${b}</p>`
      : `${notice.type === '通知公告' ? '<p>各有关单位、园区企业：</p>' : ''}<p>${a}</p><p>${b}</p>`;
  // The same allow-list as every other write: the stored body is always a sanitized one.
  return sanitizeBody(html + CLOSING[notice.type](park)).html;
}

function operatorOf(tenantId: number): string {
  const account = DEMO_ACCOUNTS.find((a) => a.tenantId === tenantId && a.role === '管理员');
  if (!account) throw new Error(`no demo operator in tenant ${tenantId}`);
  return account.phone;
}

async function insertFor(
  db: Kysely<DB>,
  today: SeedDay,
  tenantId: number,
  park: string,
  notices: readonly DemoNotice[],
) {
  const author = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', operatorOf(tenantId))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('notices')
    .values(
      // Oldest first, so ids grow with the dates as they would have in real use.
      [...notices].reverse().map((notice, reversed) => {
        const i = notices.length - 1 - reversed;
        const status = notice.status ?? 'JOINT';
        const day = today.day - 1 - i * 3;
        const dated = noticeDay(day);
        const lead = textOf(notice.paras[0], dated);
        const created = isoAt(day - 1, 9 * 3600 + ((i * 1237) % 3600) * 3);
        const published = status === 'JOINT' ? isoAt(day, 8 * 3600 + ((i * 2953) % 3600) * 2) : null;
        return {
          tenant_id: tenantId,
          title: textOf(notice.title, dated),
          type: notice.type,
          summary: summaryFrom(lead),
          body: bodyOf(notice, park, dated),
          cover_id: null,
          status,
          reason: notice.reason ?? '',
          pinned: notice.pinned ? 1 : 0,
          // Older published notices have been read more.
          views: status === 'JOINT' ? 40 + i * 23 + ((i * 7919) % 97) : 0,
          author_id: author.id,
          publisher_id: status === 'JOINT' ? author.id : null,
          published_at: published,
          created_at: created,
          updated_at: published ?? created,
        };
      }),
    )
    .execute();
}

/** The demo notices of both parks; the demo accounts must already exist. */
export async function insertDemoNotices(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await insertFor(db, today, DEFAULT_TENANT.id, DEFAULT_TENANT.indextitle, HANGZHOU);
  await insertFor(db, today, 2, '苏州工业园区', SUZHOU);
}

export const DEMO_NOTICE_COUNTS = { defaultPark: HANGZHOU.length, secondPark: SUZHOU.length } as const;
