/** Terms of the park's directory of innovation platforms (创新平台) and investment institutions (投资机构). */

export const PLATFORM_TYPES = ['重点实验室', '工程技术研究中心', '企业技术中心', '新型研发机构', '公共技术服务平台'] as const;
export const PLATFORM_LEVELS = ['国家级', '省级', '市级'] as const;
export const INVESTOR_TYPES = ['风险投资', '私募股权', '天使投资', '产业基金', '政府引导基金'] as const;
export const INVESTOR_STAGES = ['种子轮', '天使轮', 'A轮', 'B轮', 'C轮及以后', 'Pre-IPO'] as const;
/** Industries the park's directory speaks of (研究方向 of a platform, 关注行业 of an investor). */
export const DIRECTORY_FIELDS = ['数字经济', '人工智能', '集成电路', '生物医药', '智能制造', '新材料', '新能源', '物联网', '网络安全', '医疗器械'] as const;

export type DirectoryKind = 'PLATFORM' | 'INVESTOR';

/** How each kind is named and where it lives: one table, one contract shape, two lists. */
export const DIRECTORY_KINDS = {
  PLATFORM: {
    noun: '创新平台',
    tag: 'innovation',
    permission: 'innovation.manage',
    types: PLATFORM_TYPES,
    levels: PLATFORM_LEVELS,
    typeLabel: '平台类型',
    hostLabel: '依托单位',
    fieldsLabel: '研究方向',
    casesLabel: '代表成果',
  },
  INVESTOR: {
    noun: '投资机构',
    tag: 'investor',
    permission: 'investor.manage',
    types: INVESTOR_TYPES,
    levels: [] as readonly string[],
    typeLabel: '机构类型',
    hostLabel: '管理机构',
    fieldsLabel: '关注行业',
    casesLabel: '投资案例',
  },
} as const;

export const DIRECTORY_LIMITS = { nameMax: 60, hostMax: 60, addressMax: 120, introMax: 4000, casesMax: 2000, fundMax: 100_000, listMax: 10 } as const;
