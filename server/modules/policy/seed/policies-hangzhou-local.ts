import { A, C, GOOD_CREDIT, I, IN_PARK, manual, P, type PolicySpec } from './policies-spec.js';
import { HIGH_TECH, DIGITAL } from './policies-hangzhou-sets.js';

/** The default park's library, part 3: district (区级) and park (园区级) policies. Amounts in 万元. */

export const DISTRICT: PolicySpec[] = [
  P({
    title: '杭州高新区（滨江）关于进一步鼓励科技创新的若干政策',
    docNo: '杭高新〔2025〕3号',
    issuer: '杭州高新区（滨江）科技局',
    level: 'DISTRICT',
    industries: [],
    purpose: '为深入实施创新驱动发展战略，打造具有全球影响力的“互联网+”科创高地',
    summary:
      '对首次认定的高新技术企业奖励30万元；对研发投入强度高的企业给予最高300万元奖励；对省级以上研发机构给予50万元奖励。',
    eligible: '工商注册、税务征管关系及统计关系均在本区的企业。',
    items: [
      I(
        '高新技术企业首次认定奖励',
        [A('首次认定奖励', 30)],
        [C('为高新技术企业', ['qual', 'ANY', HIGH_TECH]), IN_PARK],
      ),
      I(
        '研发投入奖励',
        [A('研发投入奖励', 300, 'REWARD', '按研发费用的5%奖励')],
        [
          C('上年度研发费用不低于1000万元', ['rdSpend', 'GTE', 1000]),
          C('研发费用占营业收入比重不低于5%', ['rd', 'GTE', 5]),
          IN_PARK,
        ],
      ),
      I(
        '省级以上研发机构奖励',
        [A('研发机构奖励', 50)],
        [C('新认定省级以上研发机构', ['lab', 'ANY', ['是']]), IN_PARK],
        { auto: true },
      ),
    ],
  }),
  P({
    title: '滨江区专精特新企业梯度培育奖励办法',
    docNo: '滨经信〔2025〕11号',
    issuer: '杭州市滨江区经济和信息化局',
    level: 'DISTRICT',
    industries: [],
    purpose: '为构建“创新型中小企业—专精特新—小巨人”梯度培育体系',
    summary: '对新认定的省级专精特新企业奖励20万元、国家级“小巨人”企业奖励100万元，均实行免申即享。',
    eligible: '工商注册、税务征管关系在本区的中小企业。',
    items: [
      I(
        '省级专精特新企业奖励',
        [A('一次性奖励', 20)],
        [C('为省级专精特新中小企业', ['qual', 'ANY', ['专精特新企业']]), IN_PARK],
        { auto: true },
      ),
      I(
        '国家级“小巨人”企业奖励',
        [A('一次性奖励', 100)],
        [C('为国家级专精特新“小巨人”企业', ['giant', 'ANY', ['是']]), IN_PARK],
        { auto: true },
      ),
    ],
  }),
  P({
    title: '滨江区促进数字经济核心产业发展扶持政策',
    docNo: '滨发改〔2025〕7号',
    issuer: '杭州市滨江区发展和改革局',
    level: 'DISTRICT',
    industries: DIGITAL,
    purpose: '为巩固数字经济先发优势',
    summary: '对营业收入2亿元以上且增速不低于15%的数字经济企业给予最高100万元奖励。',
    eligible: '在本区注册的数字经济核心产业企业。',
    items: [
      I(
        '数字经济企业营收增长奖励',
        [A('增长奖励', 100)],
        [
          C('属于数字经济核心产业', ['industry', 'ANY', DIGITAL]),
          C('上年度营业收入不低于2亿元', ['revenue', 'GTE', 20000]),
          C('营业收入增长率不低于15%', ['growth', 'GTE', 15]),
        ],
      ),
    ],
  }),
  P({
    title: '滨江区知识产权高质量发展专项资金管理办法',
    docNo: '滨市监〔2024〕26号',
    issuer: '杭州市滨江区市场监督管理局',
    level: 'DISTRICT',
    industries: [],
    purpose: '为提升知识产权创造质量和运用效益',
    summary: '对发明专利授权、PCT国际专利申请和知识产权贯标分别给予资助。',
    eligible: '在本区注册的企业和机构。',
    items: [
      I(
        '发明专利授权资助',
        [A('每件资助1万元', 10, 'SUBSIDY', '每家每年最高10万元')],
        [C('拥有有效发明专利', ['patents', 'GTE', 1]), IN_PARK],
      ),
      I(
        'PCT国际专利申请资助',
        [A('PCT申请资助', 5, 'SUBSIDY')],
        [C('提交PCT国际专利申请', ['pct', 'ANY', ['是']])],
      ),
      I(
        '知识产权贯标奖励',
        [A('贯标认证奖励', 5)],
        [C('通过知识产权管理体系认证', ['ipms', 'ANY', ['是']])],
        { auto: true },
      ),
    ],
  }),
  P({
    title: '滨江区“5050计划”高层次人才创业项目扶持办法',
    docNo: '滨人才〔2024〕2号',
    issuer: '中共杭州市滨江区委人才工作领导小组办公室',
    level: 'DISTRICT',
    industries: ['新一代信息技术', '生物医药', '新材料', '高端装备制造'],
    purpose: '为吸引海内外高层次人才来区创新创业',
    summary: '入选项目给予最高500万元创业资助，并提供办公用房和人才住房。',
    eligible: '由高层次人才创办、在本区注册不超过3年的企业。',
    items: [
      I(
        '高层次人才创业资助',
        [A('创业资助', 500, 'SUBSIDY', '分A、B、C三类资助')],
        [
          C('在本区注册不超过3年', ['age', 'LTE', 3]),
          C('注册资本不低于100万元', ['capital', 'GTE', 100]),
          manual('创始人入选国家、省、市级人才计划且持股不低于30%'),
        ],
      ),
    ],
  }),
  P({
    title: '滨江区推进企业上市和并购重组扶持办法',
    docNo: '滨金融〔2024〕5号',
    issuer: '杭州市滨江区地方金融服务中心',
    level: 'DISTRICT',
    industries: [],
    purpose: '为推动企业利用多层次资本市场做大做强',
    summary: '对在境内外上市的企业分阶段给予合计最高500万元奖励。',
    eligible: '注册地在本区、完成股份制改造的企业。',
    items: [
      I(
        '企业上市分阶段奖励',
        [A('上市奖励', 500)],
        [
          C('上年度营业收入不低于3亿元', ['revenue', 'GTE', 30000]),
          C('成立满三年', ['age', 'GTE', 3]),
          GOOD_CREDIT,
          manual('已完成股份制改造并向证监局报送辅导备案'),
        ],
      ),
    ],
  }),
  P({
    title: '滨江区稳企业减负担若干措施（2024年）',
    docNo: '滨政办〔2024〕4号',
    issuer: '杭州市滨江区人民政府办公室',
    level: 'DISTRICT',
    industries: [],
    purpose: '为帮助企业纾困解难、稳定就业',
    summary: '对不裁员或少裁员的企业返还上年度失业保险费，免申即享。',
    eligible: '在本区参保缴费的企业。',
    validity: 'expired',
    items: [
      I(
        '稳岗返还',
        [A('失业保险稳岗返还', 20, 'SUBSIDY')],
        [C('参保从业人员不少于10人', ['staff', 'GTE', 10]), GOOD_CREDIT],
        { auto: true },
      ),
    ],
  }),
  P({
    title: '滨江区绿色低碳发展扶持政策',
    docNo: '滨发改〔2025〕15号',
    issuer: '杭州市滨江区发展和改革局',
    level: 'DISTRICT',
    industries: [],
    purpose: '为推动绿色低碳转型',
    summary: '对实施节能降碳改造的规上企业按投资额给予补助，最高100万元。',
    eligible: '在本区注册的规模以上企业。',
    items: [
      I(
        '节能降碳改造补助',
        [A('改造补助', 100, 'SUBSIDY')],
        [
          C('环境信用评价为A级或B级', ['env', 'ANY', ['A', 'B']]),
          C('为规模以上企业', ['qual', 'ANY', ['规上企业']]),
        ],
      ),
    ],
  }),
  P({
    title: '滨江区文化创意产业扶持办法',
    docNo: '滨宣〔2025〕8号',
    issuer: '杭州市滨江区文化创意产业办公室',
    level: 'DISTRICT',
    industries: ['数字创意'],
    purpose: '为推动数字文化产业繁荣发展',
    summary: '对获得国家级奖项的数字内容精品给予最高50万元奖励。',
    eligible: '在本区注册的文化创意企业。',
    state: 'CHECK',
    items: [
      I(
        '数字内容精品奖励',
        [A('精品奖励', 50)],
        [C('属于数字创意领域', ['industry', 'ANY', ['数字创意']]), manual('作品获得国家级奖项')],
      ),
    ],
  }),
];

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
