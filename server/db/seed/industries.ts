/**
 * What the demo organisations do: the strategic emerging industries (with the stable field_id the
 * search filters use), the trades that make up company names within each, and the service kinds
 * of the service organisations. Plain data; org-names.ts and org-factory.ts compose from it.
 */

export type ScopeStyle = 'GENERAL' | 'LICENSED' | 'LEGAL';

export interface Industry {
  fieldId: number;
  name: string;
}

export const INDUSTRIES = [
  { fieldId: 1, name: '新一代信息技术' },
  { fieldId: 2, name: '高端装备制造' },
  { fieldId: 3, name: '生物医药' },
  { fieldId: 4, name: '新材料' },
  { fieldId: 5, name: '新能源' },
  { fieldId: 6, name: '节能环保' },
  { fieldId: 7, name: '数字创意' },
  { fieldId: 8, name: '现代服务业' },
] as const satisfies ReadonlyArray<Industry>;

type IndustryName = (typeof INDUSTRIES)[number]['name'];

function industry(name: IndustryName): Industry {
  const found = INDUSTRIES.find((i) => i.name === name);
  if (!found) throw new Error(`unknown industry ${name}`);
  return found;
}

/** A line of business: decides the name's ending, the industry, the category and the 经营范围. */
export interface Trade {
  orgtype: 'ORG' | 'SERVICE';
  industry: Industry;
  /** Name endings (after the brand), each a distinct name in its own right. */
  suffixes: ReadonlyArray<string>;
  /** What follows the brand in the short name: 海康 + 微电子. */
  short: string;
  /** Service organisations have a category of their own; enterprises draw one (see org-factory.ts). */
  serviceCategory?: string;
  /** First two characters of the credit code: 91 a company registered with 市场监管, 31 a law firm (司法行政). */
  authorityAndKind: '91' | '31';
  /** How the 经营范围 reads: 一般项目 (no licence), 许可项目 (licensed trade), 业务范围 (a law firm's). */
  scopeStyle: ScopeStyle;
  /** Items of the 经营范围; each org lists a few of them. */
  scope: ReadonlyArray<string>;
}

const COMPANY_FORMS = ['有限公司', '股份有限公司'] as const;

const COMMON_TECH_SCOPE = '技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广';

/** One enterprise trade, named "<brand><word>有限公司" or "<brand><word>股份有限公司". */
function enterprise(name: IndustryName, word: string, short: string, scope: ReadonlyArray<string>): Trade {
  return {
    orgtype: 'ORG',
    industry: industry(name),
    suffixes: COMPANY_FORMS.map((form) => word + form),
    short,
    authorityAndKind: '91',
    scopeStyle: 'GENERAL',
    scope: [COMMON_TECH_SCOPE, ...scope],
  };
}

const IT_SCOPE = [
  '软件开发',
  '信息系统集成服务',
  '数据处理和存储支持服务',
  '人工智能应用软件开发',
  '网络技术服务',
  '计算机软硬件及辅助设备零售',
  '物联网技术服务',
  '云计算装备技术服务',
];
const EQUIPMENT_SCOPE = [
  '智能机器人的研发',
  '工业自动控制系统装置制造',
  '通用设备制造（不含特种设备制造）',
  '机械设备研发',
  '智能基础制造装备销售',
  '专用设备修理',
  '电子元器件与机电组件设备销售',
];
const BIO_SCOPE = [
  '医学研究和试验发展',
  '第一类医疗器械销售',
  '第二类医疗器械销售',
  '生物化工产品技术研发',
  '细胞技术研发和应用',
  '药物检测仪器销售',
  '健康咨询服务（不含诊疗服务）',
];
const MATERIAL_SCOPE = [
  '新材料技术研发',
  '高性能纤维及复合材料销售',
  '合成材料销售',
  '电子专用材料研发',
  '石墨烯材料销售',
  '纳米材料研发',
];
const ENERGY_SCOPE = [
  '新兴能源技术研发',
  '光伏设备及元器件销售',
  '储能技术服务',
  '电池销售',
  '太阳能发电技术服务',
  '充电桩销售',
  '合同能源管理',
];
const GREEN_SCOPE = [
  '环境保护监测',
  '节能管理服务',
  '水污染治理',
  '大气污染治理',
  '固体废物治理',
  '资源再生利用技术研发',
  '环保咨询服务',
];
const CREATIVE_SCOPE = [
  '数字文化创意软件开发',
  '数字内容制作服务（不含出版发行）',
  '动漫游戏开发',
  '广告设计、代理',
  '组织文化艺术交流活动',
  '会议及展览服务',
  '专业设计服务',
];
const MODERN_SERVICE_SCOPE = [
  '供应链管理服务',
  '企业管理咨询',
  '信息咨询服务（不含许可类信息咨询服务）',
  '互联网销售（除销售需要许可的商品）',
  '市场营销策划',
  '商务代理代办服务',
  '国内贸易代理',
];

/** Service organisations: 律所, 会计师事务所, 知识产权代理, 科技金融, 人力资源, 检验检测. */
const SERVICE_TRADES: ReadonlyArray<Trade> = [
  {
    orgtype: 'SERVICE',
    industry: industry('现代服务业'),
    suffixes: ['律师事务所'],
    short: '律所',
    serviceCategory: '法律服务机构',
    authorityAndKind: '31',
    scopeStyle: 'LEGAL',
    scope: [
      '担任法律顾问',
      '代理民事、商事、行政诉讼',
      '办理非诉讼法律事务',
      '知识产权法律服务',
      '公司并购与投融资法律服务',
      '劳动争议调解与仲裁代理',
    ],
  },
  {
    orgtype: 'SERVICE',
    industry: industry('现代服务业'),
    suffixes: ['会计师事务所（普通合伙）', '会计师事务所（特殊普通合伙）', '会计师事务所有限公司'],
    short: '会计',
    serviceCategory: '财税服务机构',
    authorityAndKind: '91',
    scopeStyle: 'LICENSED',
    scope: [
      '注册会计师业务',
      '审查企业会计报表，出具审计报告',
      '验证企业资本，出具验资报告',
      '代理记账',
      '税务服务',
      '财务咨询',
    ],
  },
  {
    orgtype: 'SERVICE',
    industry: industry('现代服务业'),
    suffixes: ['知识产权代理有限公司', '专利代理事务所（普通合伙）'],
    short: '知产',
    serviceCategory: '知识产权服务机构',
    authorityAndKind: '91',
    scopeStyle: 'GENERAL',
    scope: [
      '专利代理',
      '商标代理',
      '版权代理',
      '知识产权服务（专利代理服务除外）',
      '科技中介服务',
      '企业管理咨询',
    ],
  },
  {
    orgtype: 'SERVICE',
    industry: industry('现代服务业'),
    suffixes: ['科技金融服务有限公司', '创业投资管理有限公司'],
    short: '科创投',
    serviceCategory: '科技金融机构',
    authorityAndKind: '91',
    scopeStyle: 'GENERAL',
    scope: [
      '创业投资（限投资未上市企业）',
      '以自有资金从事投资活动',
      '融资咨询服务',
      '股权投资',
      '社会经济咨询服务',
      '科技中介服务',
    ],
  },
  {
    orgtype: 'SERVICE',
    industry: industry('现代服务业'),
    suffixes: ['人力资源服务有限公司', '人力资源开发有限公司'],
    short: '人力',
    serviceCategory: '人力资源服务机构',
    authorityAndKind: '91',
    scopeStyle: 'LICENSED',
    scope: [
      '职业中介活动',
      '劳务派遣服务',
      '人力资源服务（不含职业中介活动、劳务派遣服务）',
      '人才测评服务',
      '企业管理咨询',
      '业务培训（不含教育培训、职业技能培训等需取得许可的培训）',
    ],
  },
  {
    orgtype: 'SERVICE',
    industry: industry('现代服务业'),
    suffixes: ['检验检测有限公司', '检测技术服务有限公司'],
    short: '检测',
    serviceCategory: '检验检测机构',
    authorityAndKind: '91',
    scopeStyle: 'LICENSED',
    scope: ['检验检测服务', '计量技术服务', '认证服务', '电子产品检测', '环境保护监测', '标准化服务'],
  },
];

/** Enterprise trades; Binjiang is software-heavy, so information technology has the most. */
const ENTERPRISE_TRADES: ReadonlyArray<Trade> = [
  enterprise('新一代信息技术', '信息技术', '信息', IT_SCOPE),
  enterprise('新一代信息技术', '网络科技', '网络', IT_SCOPE),
  enterprise('新一代信息技术', '软件技术', '软件', IT_SCOPE),
  enterprise('新一代信息技术', '微电子', '微电子', IT_SCOPE),
  enterprise('新一代信息技术', '智能科技', '智能', IT_SCOPE),
  enterprise('高端装备制造', '智能装备', '装备', EQUIPMENT_SCOPE),
  enterprise('高端装备制造', '精密机械', '机械', EQUIPMENT_SCOPE),
  enterprise('高端装备制造', '机器人科技', '机器人', EQUIPMENT_SCOPE),
  enterprise('生物医药', '生物医药', '医药', BIO_SCOPE),
  enterprise('生物医药', '医疗器械', '医疗', BIO_SCOPE),
  enterprise('生物医药', '生物技术', '生物', BIO_SCOPE),
  enterprise('新材料', '新材料科技', '新材', MATERIAL_SCOPE),
  enterprise('新材料', '纳米技术', '纳米', MATERIAL_SCOPE),
  enterprise('新能源', '新能源科技', '新能源', ENERGY_SCOPE),
  enterprise('新能源', '光伏科技', '光伏', ENERGY_SCOPE),
  enterprise('新能源', '储能技术', '储能', ENERGY_SCOPE),
  enterprise('节能环保', '环保科技', '环保', GREEN_SCOPE),
  enterprise('节能环保', '节能技术', '节能', GREEN_SCOPE),
  enterprise('数字创意', '文化创意', '文创', CREATIVE_SCOPE),
  enterprise('数字创意', '数字传媒', '传媒', CREATIVE_SCOPE),
  enterprise('数字创意', '动漫设计', '动漫', CREATIVE_SCOPE),
  enterprise('现代服务业', '供应链管理', '供应链', MODERN_SERVICE_SCOPE),
  enterprise('现代服务业', '电子商务', '电商', MODERN_SERVICE_SCOPE),
  enterprise('现代服务业', '企业管理咨询', '咨询', MODERN_SERVICE_SCOPE),
];

export interface NameEnding {
  suffix: string;
  trade: Trade;
}

/**
 * Every name ending with its trade. A name picks one ending uniformly, so the share of service
 * organisations is the share of service endings: 12 of 60 = 20 %, as the demo wants.
 */
export const NAME_ENDINGS: ReadonlyArray<NameEnding> = [...ENTERPRISE_TRADES, ...SERVICE_TRADES].flatMap(
  (trade) => trade.suffixes.map((suffix) => ({ suffix, trade })),
);
