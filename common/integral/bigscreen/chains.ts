/**
 * The industry chains (产业链) of the score big-screen (/lg/indus): which enterprises belong to each
 * chain, as data. The wall shows the park's own chains (the industry module draws them); these
 * standard three are what a park that has drawn none shows. An enterprise belongs by the industry
 * its directory entry files it under (`orgs.industry_name`, the 战略性新兴产业 categories of the
 * park's directory); each link (环节) of a chain takes one industry, and no industry is in two
 * chains, so a chain's figures add up and an enterprise is counted once. See
 * common/integral/README.md, "Big-screen", for why these.
 */

/** A chain's key, its screen's address (/lg/indus/{key}): car, equip, electron are the spec's three. */
export const CHAIN_KEY_PATTERN = '^[a-z][a-z0-9-]{0,31}$';
export type IndustryChainKey = string;

export interface ChainLink {
  /** The link as the park names it, e.g. 动力电池与充电设施. */
  name: string;
  /** The directory's industry whose enterprises make up the link. */
  industry: string;
}

export interface IndustryChain {
  key: IndustryChainKey;
  /** 汽车及零部件, 高端装备, 电子信息. */
  name: string;
  /** One line under the chain's name on the screen. */
  description: string;
  links: readonly ChainLink[];
}

export const INDUSTRY_CHAINS: readonly IndustryChain[] = [
  {
    key: 'car',
    name: '汽车及零部件',
    description: '新能源汽车的动力电池、储能与充电设施，车用轻量化与电池材料',
    links: [
      { name: '动力电池与充电设施', industry: '新能源' },
      { name: '车用新材料', industry: '新材料' },
    ],
  },
  {
    key: 'equip',
    name: '高端装备',
    description: '智能装备、工业机器人与精密机械，节能环保装备',
    links: [
      { name: '智能装备与机器人', industry: '高端装备制造' },
      { name: '节能环保装备', industry: '节能环保' },
    ],
  },
  {
    key: 'electron',
    name: '电子信息',
    description: '集成电路、软件与信息技术服务，数字内容',
    links: [
      { name: '集成电路与软件信息服务', industry: '新一代信息技术' },
      { name: '数字内容', industry: '数字创意' },
    ],
  },
];

/** The industries of a chain, in its links' order. */
export const chainIndustries = (chain: IndustryChain): string[] => chain.links.map((l) => l.industry);

/** The link an industry is in within a chain ('' when it is in none). */
export const linkOf = (chain: IndustryChain, industry: string): string =>
  chain.links.find((l) => l.industry === industry)?.name ?? '';
