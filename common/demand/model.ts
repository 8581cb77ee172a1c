/**
 * The terms of demand matching (产需对接): the six kinds of item an organisation publishes, the
 * categories of each, the screens' views (one review queue or "my items" list each) and the limits
 * the server and the forms check alike.
 */

/** The six kinds of item, with what one is called. */
export const ITEM_KINDS = {
  DEMAND: '需求',
  PRODUCT: '产品',
  SERVICE: '服务',
  DEVICE: '设备',
  JOB: '岗位',
  TECH: '技术',
} as const;
export type ItemKind = keyof typeof ITEM_KINDS;
export const ITEM_KIND_KEYS = Object.keys(ITEM_KINDS) as ItemKind[];

/**
 * 企业需求 (what an enterprise needs to solve: technology, financing, market, management) and
 * 产需对接需求 (what it needs to buy or have made: the demands products and capacity answer) are
 * both demands; the category decides which queue a demand sits in.
 */
export const ORG_DEMAND_CATEGORIES = ['技术攻关', '融资需求', '市场推广', '管理咨询', '人才培训'] as const;
export const PD_DEMAND_CATEGORIES = ['产品采购', '产能合作', '配套加工', '原材料供应'] as const;

export const ITEM_CATEGORIES: Readonly<Record<ItemKind, readonly string[]>> = {
  DEMAND: [...ORG_DEMAND_CATEGORIES, ...PD_DEMAND_CATEGORIES],
  PRODUCT: ['智能装备', '电子元器件', '新材料', '生物医药', '软件与信息服务', '节能环保', '消费品'],
  SERVICE: ['检验检测', '知识产权', '法律财税', '人力资源', '科技咨询', '金融服务', '设计研发'],
  DEVICE: ['检测仪器', '加工设备', '实验设备', '计算资源', '中试线'],
  JOB: ['研发技术', '生产制造', '市场销售', '管理运营', '财务法务'],
  TECH: ['专利转让', '专利许可', '技术合作开发', '成果转化', '技术入股'],
};

/** The industries items are filed under: the park's industry fields (orgs.industry_name), so matching weighs them alike. */
export const INDUSTRIES = [
  '新一代信息技术',
  '高端装备制造',
  '生物医药',
  '新材料',
  '新能源',
  '节能环保',
  '数字创意',
  '现代服务业',
] as const;

/**
 * A screen's view on the items: which kinds (and, for demands, which categories) it lists. The
 * operators' queues and the owners' "my items" lists are one view each (common/demand/README.md).
 */
export const ITEM_VIEWS = {
  demand: { label: '企业需求', kinds: ['DEMAND'], categories: ORG_DEMAND_CATEGORIES },
  pdDemand: { label: '产需对接需求', kinds: ['DEMAND'], categories: PD_DEMAND_CATEGORIES },
  product: { label: '产品', kinds: ['PRODUCT'] },
  proServe: { label: '产品与服务', kinds: ['PRODUCT', 'SERVICE'] },
  service: { label: '服务', kinds: ['SERVICE'] },
  device: { label: '共享设备', kinds: ['DEVICE'] },
  job: { label: '人才需求（岗位）', kinds: ['JOB'] },
  tech: { label: '技术成果', kinds: ['TECH'] },
} as const satisfies Record<
  string,
  { label: string; kinds: readonly ItemKind[]; categories?: readonly string[] }
>;
export type ItemView = keyof typeof ITEM_VIEWS;
export const ITEM_VIEW_KEYS = Object.keys(ITEM_VIEWS) as ItemView[];

/** The kinds and categories a view lists. */
export function viewFilter(view: ItemView): {
  kinds: readonly ItemKind[];
  categories: readonly string[] | null;
} {
  const v: { kinds: readonly ItemKind[]; categories?: readonly string[] } = ITEM_VIEWS[view];
  return { kinds: v.kinds, categories: v.categories ?? null };
}

/** The view an item is reviewed in (its kind's own queue; a demand's by its category). */
export function viewOfItem(kind: ItemKind, category: string): ItemView {
  switch (kind) {
    case 'DEMAND':
      return (PD_DEMAND_CATEGORIES as readonly string[]).includes(category) ? 'pdDemand' : 'demand';
    case 'PRODUCT':
      return 'product';
    case 'SERVICE':
      return 'service';
    case 'DEVICE':
      return 'device';
    case 'JOB':
      return 'job';
    case 'TECH':
      return 'tech';
  }
}

/** Who may publish which kinds: an enterprise all; a service organisation its services only. */
export const SERVICE_ORG_KINDS: readonly ItemKind[] = ['SERVICE'];

export const ITEM_LIMITS = {
  titleMin: 2,
  titleMax: 60,
  summaryMin: 10,
  summaryMax: 2000,
  priceMax: 30,
  tagsMax: 5,
  tagMax: 12,
  contactNameMax: 20,
  quantityMax: 9999,
} as const;

/** What a price field means per kind (预算, 价格, 薪资…), for the forms and the cards. */
export const PRICE_LABELS: Readonly<Record<ItemKind, string>> = {
  DEMAND: '预算',
  PRODUCT: '参考价格',
  SERVICE: '服务价格',
  DEVICE: '共享费用',
  JOB: '薪资范围',
  TECH: '转让价格',
};

/** What a quantity means per kind, where it has one. */
export const QUANTITY_LABELS: Readonly<Partial<Record<ItemKind, string>>> = {
  DEVICE: '可共享台数',
  JOB: '招聘人数',
};
