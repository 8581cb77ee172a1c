import { A, C, CA, GOOD_CREDIT, I, IN_PARK, manual, P, type PolicySpec } from './policies-spec.js';

/** The second park's (苏州工业园区) smaller library: enough to show that parks keep their own. */
export const SUZHOU_POLICIES: readonly PolicySpec[] = [
  P({
    title: '苏州工业园区科技领军人才创新创业工程实施办法',
    docNo: '苏园管〔2025〕6号',
    issuer: '苏州工业园区管委会',
    level: 'PARK',
    industries: ['生物医药', '新一代信息技术', '新材料'],
    purpose: '为集聚高层次创新创业人才',
    summary: '入选创业类项目给予最高500万元项目资助和300平方米办公用房补贴。',
    eligible: '由领军人才创办、在园区注册不超过2年的企业。',
    items: [
      I(
        '领军人才创业项目资助',
        [A('项目资助', 500, 'SUBSIDY')],
        [C('在园区注册不超过2年', ['age', 'LTE', 2]), manual('创始人入选园区科技领军人才')],
      ),
    ],
  }),
  P({
    title: '苏州工业园区生物医药产业高质量发展若干措施',
    docNo: '苏园管〔2024〕31号',
    issuer: '苏州工业园区科技创新委员会',
    level: 'PARK',
    industries: ['生物医药'],
    purpose: '为打造世界级生物医药产业地标',
    summary: '对进入临床试验的一类新药给予最高3000万元资助，对取得上市许可的创新药给予最高1000万元奖励。',
    eligible: '在园区注册的生物医药企业。',
    items: [
      I(
        '一类新药临床试验资助',
        [A('临床资助', 3000, 'SUBSIDY')],
        [
          C('属于生物医药领域', ['industry', 'ANY', ['生物医药']]),
          C('拥有有效发明专利', ['patents', 'GTE', 1]),
        ],
      ),
      I('创新药上市奖励', [A('上市奖励', 1000)], [manual('取得药品上市许可')]),
    ],
  }),
  P({
    title: '苏州工业园区纳米技术应用产业扶持办法',
    docNo: '苏园科〔2025〕3号',
    issuer: '苏州纳米城管理办公室',
    level: 'PARK',
    industries: ['新材料'],
    purpose: '为推动纳米技术成果产业化',
    summary: '对纳米技术企业的中试和首次产业化项目给予最高200万元补助。',
    eligible: '在苏州纳米城注册的企业。',
    items: [
      I(
        '纳米技术中试补助',
        [A('中试补助', 200, 'SUBSIDY')],
        [C('属于新材料领域', ['industry', 'ANY', ['新材料']]), IN_PARK],
      ),
    ],
  }),
  P({
    title: '苏州市高新技术企业培育和奖励办法',
    docNo: '苏科高〔2024〕52号',
    issuer: '苏州市科学技术局',
    level: 'CITY',
    industries: [],
    purpose: '为壮大高新技术企业群体',
    summary: '对首次认定的高新技术企业给予30万元奖励。',
    eligible: '在苏州市注册的高新技术企业。',
    items: [
      I(
        '高新技术企业认定奖励',
        [A('认定奖励', 30)],
        [C('为高新技术企业', ['qual', 'ANY', ['高新技术企业']]), GOOD_CREDIT],
      ),
    ],
  }),
  P({
    title: '江苏省专精特新中小企业培育办法',
    docNo: '苏工信中小〔2024〕41号',
    issuer: '江苏省工业和信息化厅',
    level: 'PROVINCIAL',
    industries: [],
    purpose: '为推动中小企业专精特新发展',
    summary: '对新认定的省级专精特新中小企业优先推荐国家级“小巨人”并给予奖励。',
    eligible: '在江苏省注册的中小企业。',
    items: [
      I(
        '省级专精特新企业奖励',
        [A('认定奖励', 20)],
        [
          C('研发费用占营业收入比重不低于3%', ['rd', 'GTE', 3]),
          CA('拥有发明专利或营业收入增长率不低于5%', ['patents', 'GTE', 1], ['growth', 'GTE', 5]),
        ],
      ),
    ],
  }),
  P({
    title: '高新技术企业认定管理办法',
    docNo: '国科发火〔2016〕32号',
    issuer: '科技部 财政部 国家税务总局',
    level: 'NATIONAL',
    industries: [],
    purpose: '为扶持和鼓励高新技术企业的发展',
    summary: '认定为高新技术企业的，三年内减按15%的税率征收企业所得税。',
    eligible: '在中国境内注册一年以上的居民企业。',
    validity: 'longterm',
    items: [
      I(
        '高新技术企业所得税优惠',
        [A('企业所得税减按15%征收', 0, 'TAX')],
        [C('注册成立一年以上', ['age', 'GTE', 1]), C('研发费用占销售收入比例不低于3%', ['rd', 'GTE', 3])],
      ),
    ],
  }),
  P({
    title: '苏州工业园区企业出海服务专项扶持办法',
    docNo: '苏园商〔2025〕9号',
    issuer: '苏州工业园区经济发展委员会',
    level: 'PARK',
    industries: [],
    purpose: '为支持园区企业拓展海外市场',
    summary: '对企业境外商标注册、认证和参展费用给予50%补助。',
    eligible: '在园区注册的企业。',
    state: 'CHECK',
    items: [I('出海服务补助', [A('出海补助', 30, 'SUBSIDY')], [IN_PARK])],
  }),
];
