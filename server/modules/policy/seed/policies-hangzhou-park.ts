import { A, C, GOOD_CREDIT, I, IN_PARK, manual, P, type PolicySpec } from './policies-spec.js';

/** The default park's library, part 4: the park's own (园区级) policies. Amounts in 万元. */

export const PARK: PolicySpec[] = [
  P({
    title: '物联网产业园企业入驻租金补贴办法',
    docNo: '物联园〔2025〕1号',
    issuer: '物联网产业园管理办公室',
    level: 'PARK',
    industries: ['新一代信息技术'],
    purpose: '为加快物联网产业集聚',
    summary: '对新入驻的物联网企业前三年给予租金补贴，每年最高20万元。',
    eligible: '新入驻物联网产业园、成立不超过5年的物联网企业。',
    items: [
      I(
        '入驻租金补贴',
        [A('三年租金补贴', 60, 'SUBSIDY', '第一年全额、第二年50%、第三年30%')],
        [
          C('属于新一代信息技术领域', ['industry', 'ANY', ['新一代信息技术']]),
          C('成立不超过5年', ['age', 'LTE', 5]),
          IN_PARK,
        ],
      ),
    ],
  }),
  P({
    title: '高新区大型科研仪器设备共享补贴办法',
    docNo: '杭高新管〔2025〕9号',
    issuer: '杭州高新区（滨江）管委会',
    level: 'PARK',
    industries: [],
    purpose: '为提高科研设备利用效率、降低企业研发成本',
    summary: '企业使用园区共享平台大型科研仪器的，按服务费的50%给予补贴，每家每年最高20万元。',
    eligible: '在园区注册、开展研发活动的企业。',
    items: [
      I(
        '设备共享服务补贴',
        [A('共享补贴', 20, 'SUBSIDY')],
        [C('研发费用占营业收入比重不低于3%', ['rd', 'GTE', 3]), IN_PARK],
      ),
    ],
  }),
  P({
    title: '高新区企业人才公寓租住补贴实施细则',
    docNo: '杭高新管〔2024〕31号',
    issuer: '杭州高新区（滨江）管委会',
    level: 'PARK',
    industries: [],
    purpose: '为解决园区企业青年人才的住房困难',
    summary: '园区企业引进的本科及以上人才租住人才公寓，每人每年补贴3.6万元。',
    eligible: '在园区注册的企业及其引进人才。',
    items: [
      I(
        '人才公寓租住补贴',
        [A('每人每年补贴', 3.6, 'SUBSIDY')],
        [
          IN_PARK,
          C('参保从业人员不少于5人', ['staff', 'GTE', 5]),
          manual('申请人为本科及以上学历且在杭无房'),
        ],
      ),
    ],
  }),
  P({
    title: '园区企业参加国内外重点展会补助办法',
    docNo: '杭高新管〔2025〕14号',
    issuer: '杭州高新区（滨江）管委会',
    level: 'PARK',
    industries: [],
    purpose: '为支持园区企业开拓国内外市场',
    summary: '对企业参加园区统一组织的重点展会，按展位费的70%给予补助，每家每年最高10万元。',
    eligible: '在园区注册的企业。',
    items: [I('参展补助', [A('展位费补助', 10, 'SUBSIDY')], [IN_PARK, GOOD_CREDIT])],
  }),
  P({
    title: '海创基地孵化企业毕业成长奖励办法',
    docNo: '海创〔2025〕2号',
    issuer: '海创基地管理服务中心',
    level: 'PARK',
    industries: [],
    purpose: '为鼓励孵化企业加速成长',
    summary: '对从海创基地毕业、营业收入快速增长的企业给予30万元奖励。',
    eligible: '在海创基地孵化满一年的企业。',
    items: [
      I(
        '孵化毕业成长奖励',
        [A('成长奖励', 30)],
        [
          C('成立不超过5年', ['age', 'LTE', 5]),
          C('上年度营业收入不低于1000万元', ['revenue', 'GTE', 1000]),
          C('营业收入增长率不低于30%', ['growth', 'GTE', 30]),
        ],
      ),
    ],
  }),
  P({
    title: '高新区中小企业融资担保费补贴办法',
    docNo: '杭高新管〔2025〕6号',
    issuer: '杭州高新区（滨江）管委会',
    level: 'PARK',
    industries: [],
    purpose: '为降低中小企业融资成本',
    summary: '对通过政策性融资担保机构获得贷款的小微企业，担保费超过1%的部分全额补贴，免申即享。',
    eligible: '在园区注册、通过政策性担保获得贷款的小微企业。',
    items: [
      I(
        '融资担保费补贴',
        [A('担保费补贴', 20, 'SUBSIDY')],
        [C('属于小型或微型企业', ['scale', 'ANY', ['小型企业', '微型企业']]), GOOD_CREDIT],
        { auto: true },
      ),
    ],
  }),
  P({
    title: '高新区“科创贷”风险池贷款贴息办法',
    docNo: '杭高新管〔2025〕18号',
    issuer: '杭州高新区（滨江）管委会',
    level: 'PARK',
    industries: [],
    purpose: '为缓解科技型企业融资难题',
    summary: '对纳入“科创贷”风险池的贷款按实际利息的50%贴息。',
    eligible: '园区高新技术企业和科技型中小企业。',
    state: 'CANCEL',
    reason: '贴息比例与区财政局最新文件不一致，请核对后重新提交',
    items: [
      I(
        '科创贷贴息',
        [A('贷款贴息', 30, 'INTEREST')],
        [
          C('为高新技术企业或科技型中小企业', ['qual', 'ANY', ['高新技术企业', '科技型中小企业']]),
          C('注册资本不超过5000万元', ['capital', 'LTE', 5000]),
        ],
      ),
    ],
  }),
  P({
    title: '互联网产业园直播电商发展扶持办法',
    docNo: '互联园〔2025〕3号',
    issuer: '互联网产业园管理办公室',
    level: 'PARK',
    industries: ['数字创意'],
    purpose: '为培育直播电商新业态',
    summary: '对年直播销售额超过1亿元的企业给予20万元奖励。',
    eligible: '在互联网产业园注册的直播电商企业。',
    state: 'CANCEL',
    reason: '申报对象范围需与区商务局政策衔接，暂不发布',
    items: [
      I('直播电商销售奖励', [A('销售奖励', 20)], [C('属于数字创意领域', ['industry', 'ANY', ['数字创意']])]),
    ],
  }),
  P({
    title: '高新区企业首次升规奖励办法',
    docNo: '杭高新管〔2025〕21号',
    issuer: '杭州高新区（滨江）管委会',
    level: 'PARK',
    industries: [],
    purpose: '为鼓励企业做大做强、加快小升规',
    summary: '对首次纳入规模以上统计的企业给予10万元奖励，免申即享。',
    eligible: '在园区注册、首次升规的企业。',
    state: 'CHECK',
    items: [
      I(
        '首次升规奖励',
        [A('升规奖励', 10)],
        [C('首次纳入规模以上企业统计', ['qual', 'ANY', ['规上企业']]), IN_PARK],
        { auto: true },
      ),
    ],
  }),
  P({
    title: '白马湖生态创意城影视产业扶持办法',
    docNo: '白马湖〔2025〕4号',
    issuer: '白马湖生态创意城管委会',
    level: 'PARK',
    industries: ['数字创意'],
    purpose: '为打造影视产业集聚区',
    summary: '对在白马湖拍摄制作并在院线或主流平台播出的影视作品给予最高100万元补助。',
    eligible: '在白马湖生态创意城注册的影视企业。',
    state: 'CHECK',
    items: [
      I(
        '影视作品制作补助',
        [A('制作补助', 100, 'SUBSIDY')],
        [
          C('属于数字创意领域', ['industry', 'ANY', ['数字创意']]),
          manual('作品已取得公映许可证或网络播出备案'),
        ],
      ),
    ],
  }),
];
