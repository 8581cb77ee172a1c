import {
  INDUSTRIES,
  ITEM_CATEGORIES,
  ORG_DEMAND_CATEGORIES,
  PD_DEMAND_CATEGORIES,
  type ItemKind,
} from '../../../../common/demand/model.js';
import type { ItemState } from '../../../../common/demand/lifecycle.js';
import type { Random } from '../../../db/seed/random.js';
import { searchText, termsOf } from '../terms.js';
import { CONTACT_NAMES, OFFLINE_REASONS, RETURN_REASONS, SERVICES, TEXTS } from './texts.js';

/** One demo item as an organisation of an industry would write it (before it gets its dates). */
export interface PlannedItem {
  kind: ItemKind;
  category: string;
  title: string;
  summary: string;
  industry: string;
  tags: string[];
  price: string;
  quantity: number | null;
  status: ItemState;
  reason: string;
}

type Industry = (typeof INDUSTRIES)[number];
export const industryOf = (name: string): Industry =>
  (INDUSTRIES as readonly string[]).includes(name) ? (name as Industry) : '现代服务业';

function demand(r: Random, ind: Industry): Omit<PlannedItem, 'status' | 'reason'> {
  const t = TEXTS[ind];
  if (r.chance(0.5)) {
    const category = r.pick(ORG_DEMAND_CATEGORIES);
    const need = r.pick(t.needs);
    const titles: Record<string, string> = {
      技术攻关: `寻求${need}技术攻关合作`,
      融资需求: `${need}项目融资需求`,
      市场推广: `${r.pick(t.products)}市场推广渠道合作`,
      管理咨询: `${need}管理咨询服务需求`,
      人才培训: `${need}专业人才培训需求`,
    };
    return {
      kind: 'DEMAND',
      category,
      title: titles[category] ?? `${need}合作需求`,
      summary: `我司在${need}方面遇到瓶颈，希望与高校院所、服务机构或同行企业合作，明确技术路线并在6个月内完成验证。可提供试验场地和部分配套资金，欢迎有相关经验的单位联系洽谈。`,
      industry: ind,
      tags: [need, ind, category],
      price: r.pick(['面议', '10-30万元', '50万元以内', '100-300万元']),
      quantity: null,
    };
  }
  const category = r.pick(PD_DEMAND_CATEGORIES);
  const part = r.pick([...t.parts, ...t.products]);
  return {
    kind: 'DEMAND',
    category,
    title:
      category === '产品采购'
        ? `批量采购${part}`
        : category === '产能合作'
          ? `寻找${part}产能合作伙伴`
          : `${part}${category}需求`,
    summary: `因订单增长，我司需长期稳定的${part}供应与配套，年需求量约${String(r.int(2, 50) * 100)}件（套），要求具备相关资质和质量体系认证，可先小批量试样。欢迎园区内企业优先对接。`,
    industry: ind,
    tags: [part, category],
    price: r.pick(['面议', '按量议价', '年采购额约200万元']),
    quantity: null,
  };
}

function plan(r: Random, kind: ItemKind, ind: Industry): Omit<PlannedItem, 'status' | 'reason'> {
  const t = TEXTS[ind];
  switch (kind) {
    case 'DEMAND':
      return demand(r, ind);
    case 'PRODUCT': {
      const p = r.pick(t.products);
      return {
        kind,
        category: r.pick(ITEM_CATEGORIES.PRODUCT),
        title: p,
        industry: ind,
        quantity: null,
        summary: `${p}由我司自主研发，已在多家园区企业批量应用，性能稳定、交付周期短，支持按需定制和本地化售后服务。可提供样品试用和技术方案讲解。`,
        tags: [p, ind, r.pick(t.needs)],
        price: r.pick(['面议', '3.8万元/套起', '按配置报价', '1200元/件']),
      };
    }
    case 'SERVICE': {
      const category = r.pick(Object.keys(SERVICES));
      const s = r.pick(SERVICES[category] ?? []);
      return {
        kind,
        category,
        title: s,
        industry: '现代服务业',
        quantity: null,
        summary: `${s}：团队拥有十年以上行业经验，服务园区企业超过百家，流程透明、按节点收费，园区企业享受首单优惠。可上门沟通需求并出具服务方案。`,
        tags: [s, category, ind],
        price: r.pick(['面议', '5000元起', '按项目报价']),
      };
    }
    case 'DEVICE': {
      const d = r.pick(t.devices);
      return {
        kind,
        category: r.pick(ITEM_CATEGORIES.DEVICE),
        title: `共享${d}`,
        industry: ind,
        quantity: r.int(1, 4),
        summary: `我司${d}现有空闲机时对园区企业开放共享，配备专职操作人员，可按小时或按样品计费，需提前三个工作日预约。`,
        tags: [d, '设备共享'],
        price: r.pick(['300元/小时', '800元/天', '面议']),
      };
    }
    case 'JOB': {
      const j = r.pick(t.jobs);
      return {
        kind,
        category: r.pick(ITEM_CATEGORIES.JOB),
        title: `招聘${j}`,
        industry: ind,
        quantity: r.int(1, 6),
        summary: `岗位职责：负责${r.pick(t.needs)}相关工作，参与产品研发与交付。任职要求：本科及以上学历，3年以上相关经验，具备良好的沟通协作能力。五险一金、人才公寓、园区人才补贴。`,
        tags: [j, ind],
        price: r.pick(['15-25K', '12-18K', '20-35K', '面议']),
      };
    }
    case 'TECH': {
      const tech = r.pick(t.techs);
      return {
        kind,
        category: r.pick(ITEM_CATEGORIES.TECH),
        title: tech,
        industry: ind,
        quantity: null,
        summary: `${tech}已取得发明专利授权，完成中试验证，技术成熟度达到7级。可通过转让、许可或合作开发方式与企业开展成果转化，提供技术培训和工艺指导。`,
        tags: [tech.slice(0, 8), r.pick(t.needs), ind],
        price: r.pick(['面议', '50万元', '入门费+销售提成']),
      };
    }
  }
}

const STATES: [ItemState, number][] = [
  ['JOINT', 60],
  ['CHECK', 16],
  ['CANCEL', 12],
  ['OFFLINE', 12],
];

export function planItem(r: Random, kind: ItemKind, industryName: string): PlannedItem {
  const status = r.weighted(STATES);
  const reason =
    status === 'CANCEL'
      ? r.pick(RETURN_REASONS)
      : status === 'OFFLINE' && r.chance(0.5)
        ? r.pick(OFFLINE_REASONS)
        : '';
  return { ...plan(r, kind, industryOf(industryName)), status, reason };
}

export const contactOf = (r: Random) => ({
  name: r.pick(CONTACT_NAMES),
  phone: `1${String(r.int(3, 9))}${String(r.int(100000000, 999999999))}`,
});

/** A planned item's own columns with a contact of its organisation (the rest: its park, dates, state). */
export function itemColumns(item: PlannedItem, r: Random) {
  const contact = contactOf(r);
  return {
    kind: item.kind,
    category: item.category,
    title: item.title,
    summary: item.summary,
    industry: item.industry,
    tags: item.tags.join(','),
    price: item.price,
    quantity: item.quantity,
    contact_name: contact.name,
    contact_phone: contact.phone,
    search: searchText(itemTerms(item)),
  };
}

/** A planned item's search terms, as saving it stores them. */
export const itemTerms = (item: Pick<PlannedItem, 'title' | 'category' | 'industry' | 'tags'>) =>
  termsOf(item.title, item.category, item.industry, item.tags.join(' '));
