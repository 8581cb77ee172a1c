import { A, C, GOOD_CREDIT, I, IN_PARK, manual, P, type PolicySpec } from './policies-spec.js';
import { HIGH_TECH, DIGITAL } from './policies-hangzhou-sets.js';

/** The default park's library, part 3: district (区级) policies. Amounts in 万元. */

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
