import { A, C, CA, GOOD_CREDIT, I, IN_PARK, manual, P, type PolicySpec } from './policies-spec.js';
import { HIGH_TECH, MAKERS } from './policies-hangzhou-sets.js';

/** The default park's library, part 2: Hangzhou city (市级) policies. Amounts in 万元. */

export const CITY: PolicySpec[] = [
  P({
    title: '杭州市高新技术企业培育和认定奖励办法',
    docNo: '杭科高〔2024〕41号',
    issuer: '杭州市科学技术局',
    level: 'CITY',
    industries: [],
    purpose: '为加快高新技术企业集聚，壮大创新主体',
    summary: '对首次认定的高新技术企业给予20万元奖励，重新认定的给予10万元奖励。',
    eligible: '在杭州市注册并依法纳税的高新技术企业。',
    items: [
      I(
        '高新技术企业首次认定奖励',
        [A('首次认定奖励', 20)],
        [C('当年首次认定为高新技术企业', ['qual', 'ANY', HIGH_TECH]), IN_PARK],
      ),
      I(
        '高新技术企业重新认定奖励',
        [A('重新认定奖励', 10)],
        [C('当年通过高新技术企业重新认定', ['qual', 'ANY', HIGH_TECH]), C('成立满三年', ['age', 'GTE', 3])],
      ),
    ],
  }),
  P({
    title: '杭州市企业研发投入补助实施细则',
    docNo: '杭科计〔2024〕56号',
    issuer: '杭州市科学技术局 杭州市财政局',
    level: 'CITY',
    industries: [],
    purpose: '为引导企业持续加大研发投入',
    summary: '按企业上年度研发费用增量的一定比例给予补助，单个企业最高200万元。',
    eligible: '在杭州市注册、研发费用归集规范的规模以上企业。',
    items: [
      I(
        '企业研发投入补助',
        [A('研发投入补助', 200, 'SUBSIDY', '按研发费用增量的10%补助')],
        [
          C('上年度研发费用不低于500万元', ['rdSpend', 'GTE', 500]),
          C('研发费用占营业收入比重不低于3%', ['rd', 'GTE', 3]),
          manual('上年度研发费用较前一年有增长'),
        ],
      ),
    ],
  }),
  P({
    title: '杭州市专精特新“小巨人”企业奖励兑现办法',
    docNo: '杭经信中小〔2024〕88号',
    issuer: '杭州市经济和信息化局',
    level: 'CITY',
    industries: [],
    purpose: '为鼓励中小企业走专精特新发展道路',
    summary: '对新认定的国家级专精特新“小巨人”企业给予100万元奖励，实行免申即享。',
    eligible: '注册地在杭州市的国家级专精特新“小巨人”企业。',
    items: [
      I(
        '国家级“小巨人”企业奖励',
        [A('一次性奖励', 100)],
        [C('为国家级专精特新“小巨人”企业', ['giant', 'ANY', ['是']])],
        {
          auto: true,
          description: '根据工信部公布名单直接兑现，企业无需申报。',
        },
      ),
    ],
  }),
  P({
    title: '杭州市知识产权质押融资贴息和风险补偿办法',
    docNo: '杭市管〔2024〕102号',
    issuer: '杭州市市场监督管理局',
    level: 'CITY',
    industries: [],
    purpose: '为拓宽科技型中小企业融资渠道',
    summary: '对以知识产权质押取得贷款的企业，按贷款市场报价利率的50%给予贴息，每家每年最高50万元。',
    eligible: '在杭州市注册、以知识产权质押获得银行贷款的企业。',
    items: [
      I(
        '知识产权质押贷款贴息',
        [A('贷款贴息', 50, 'INTEREST')],
        [CA('拥有可质押的专利或其他知识产权', ['patents', 'GTE', 1], ['otherIp', 'GTE', 1]), GOOD_CREDIT],
      ),
    ],
  }),
  P({
    title: '杭州市工业企业技术改造项目财政补助办法',
    docNo: '杭经信投资〔2024〕65号',
    issuer: '杭州市经济和信息化局 杭州市财政局',
    level: 'CITY',
    industries: MAKERS,
    purpose: '为推动工业企业加大技术改造投入、提升制造水平',
    summary: '对设备投资500万元以上的技术改造项目，按设备投资额的10%给予补助，最高500万元。',
    eligible: '在杭州市注册的规模以上工业企业。',
    items: [
      I(
        '技术改造项目补助',
        [A('技改补助', 500, 'SUBSIDY')],
        [
          C('为规模以上工业企业', ['qual', 'ANY', ['规上企业']]),
          C('属于制造业', ['industry', 'ANY', MAKERS]),
          manual('技改项目设备投资不低于500万元且已完成竣工验收'),
        ],
      ),
    ],
  }),
  P({
    title: '杭州市加快推进人工智能产业创新发展若干措施',
    docNo: '杭经信软件〔2025〕12号',
    issuer: '杭州市经济和信息化局',
    level: 'CITY',
    industries: ['新一代信息技术'],
    purpose: '为打造全国人工智能产业高地',
    summary: '向人工智能企业发放算力券，每家每年最高100万元；对大模型备案企业另给予奖励。',
    eligible: '在杭州市注册、从事人工智能技术研发和应用的企业。',
    items: [
      I(
        '人工智能算力券',
        [A('算力券', 100, 'SUBSIDY', '按实际算力采购费用的30%抵扣')],
        [
          C('属于新一代信息技术领域', ['industry', 'ANY', ['新一代信息技术']]),
          C('研发费用占营业收入比重不低于5%', ['rd', 'GTE', 5]),
        ],
      ),
      I('大模型备案奖励', [A('备案奖励', 50)], [manual('生成式人工智能服务已完成国家备案')]),
    ],
  }),
  P({
    title: '杭州市促进生物医药产业高质量发展若干措施',
    docNo: '杭发改高技〔2024〕38号',
    issuer: '杭州市发展和改革委员会',
    level: 'CITY',
    industries: ['生物医药'],
    purpose: '为打造世界级生物医药产业集群',
    summary: '对开展临床试验的创新药和创新医疗器械给予分阶段资助，单个品种最高1000万元。',
    eligible: '在杭州市注册的生物医药企业。',
    items: [
      I(
        '创新药临床试验资助',
        [A('Ⅰ期临床资助', 300, 'SUBSIDY'), A('Ⅲ期临床资助', 1000, 'SUBSIDY')],
        [
          C('属于生物医药领域', ['industry', 'ANY', ['生物医药']]),
          C('拥有有效发明专利', ['patents', 'GTE', 1]),
          manual('品种已取得临床试验批件'),
        ],
      ),
    ],
  }),
  P({
    title: '杭州市“雏鹰计划”企业培育管理办法',
    docNo: '杭科高〔2023〕77号',
    issuer: '杭州市科学技术局',
    level: 'CITY',
    industries: [],
    purpose: '为扶持初创期科技型企业快速成长',
    summary: '对认定的“雏鹰计划”企业给予20万元资助。',
    eligible: '在杭州市注册成立不超过5年的科技型小微企业。',
    items: [
      I(
        '“雏鹰计划”企业资助',
        [A('培育资助', 20, 'SUBSIDY')],
        [
          C('成立不超过5年', ['age', 'LTE', 5]),
          C('已入库科技型中小企业', ['qual', 'ANY', ['科技型中小企业']]),
          C('注册资本不超过5000万元', ['capital', 'LTE', 5000]),
        ],
      ),
    ],
  }),
  P({
    title: '杭州市外贸企业出口信用保险保费补助办法（2023年度）',
    docNo: '杭商务贸〔2023〕19号',
    issuer: '杭州市商务局',
    level: 'CITY',
    industries: [],
    purpose: '为帮助外贸企业防范收汇风险、稳定出口',
    summary: '对投保出口信用保险的外贸企业，按保费的50%给予补助。',
    eligible: '在杭州市注册、有出口实绩的外贸企业。',
    validity: 'expired',
    items: [
      I(
        '出口信用保险保费补助',
        [A('保费补助', 30, 'SUBSIDY')],
        [C('境外销售收入占比不低于10%', ['overseas', 'GTE', 10]), GOOD_CREDIT],
      ),
    ],
  }),
];
