import type { Band, CriterionKind, CultivationMetric } from '../../../../common/cultivation/model.js';

/**
 * The national ladder as the demo parks print it: 创新型中小企业 (评价 100 分, 60 分合格, or a
 * direct condition), 专精特新中小企业 (基本条件 plus 60 of 100 points), 专精特新“小巨人” and
 * 制造业单项冠军 (conditions only), after the 2022 MIIT measures, simplified to the figures the
 * product holds. Each park writes its own benefits.
 */

export interface SeedCriterion {
  kind: CriterionKind;
  grouping: string;
  metric: CultivationMetric;
  bands?: Band[];
  min?: number;
}
export interface SeedTier {
  name: string;
  level: number;
  passPoints: number | null;
  description: string;
  criteria: SeedCriterion[];
}

const b = (...pairs: [number, number][]): Band[] => pairs.map(([min, points]) => ({ min, points }));

export const LADDER: SeedTier[] = [
  {
    name: '创新型中小企业',
    level: 1,
    passPoints: 60,
    description: '具有较高专业化水平、较强创新能力和发展潜力的中小企业，是优质中小企业的基础力量。评价总分 100 分，60 分以上为合格；满足任一直通条件的可直接认定。',
    criteria: [
      { kind: 'POINTS', grouping: '创新能力', metric: 'inventionPatents', bands: b([1, 10], [3, 15], [5, 20]) },
      { kind: 'POINTS', grouping: '创新能力', metric: 'rdRatio', bands: b([1, 5], [2, 10], [3, 15], [5, 20]) },
      { kind: 'POINTS', grouping: '成长性', metric: 'revenueGrowth', bands: b([0, 5], [10, 15], [20, 20]) },
      { kind: 'POINTS', grouping: '成长性', metric: 'revenue', bands: b([500, 5], [1000, 8], [5000, 10]) },
      { kind: 'POINTS', grouping: '专业化', metric: 'mainShare', bands: b([50, 5], [60, 10], [70, 15]) },
      { kind: 'POINTS', grouping: '专业化', metric: 'age', bands: b([2, 5], [5, 10], [10, 15]) },
      { kind: 'DIRECT', grouping: '直通条件', metric: 'awards', min: 1 },
      { kind: 'DIRECT', grouping: '直通条件', metric: 'platforms', min: 1 },
      { kind: 'DIRECT', grouping: '直通条件', metric: 'equityFinancing', min: 500 },
      { kind: 'DIRECT', grouping: '直通条件', metric: 'highTech', min: 1 },
    ],
  },
  {
    name: '专精特新中小企业',
    level: 2,
    passPoints: 60,
    description: '专业化、精细化、特色化、新颖化的中小企业。须为创新型中小企业，满足基本条件，且专精特新评分 60 分以上。',
    criteria: [
      { kind: 'REQUIRED', grouping: '基本条件', metric: 'age', min: 2 },
      { kind: 'REQUIRED', grouping: '基本条件', metric: 'rdExpense', min: 100 },
      { kind: 'REQUIRED', grouping: '基本条件', metric: 'rdRatio', min: 3 },
      { kind: 'REQUIRED', grouping: '基本条件', metric: 'revenue', min: 1000 },
      { kind: 'POINTS', grouping: '专业化', metric: 'mainShare', bands: b([60, 10], [70, 15], [80, 25]) },
      { kind: 'POINTS', grouping: '精细化', metric: 'revenueGrowth', bands: b([0, 5], [5, 10], [10, 15], [20, 25]) },
      { kind: 'POINTS', grouping: '特色化', metric: 'rdRatio', bands: b([3, 10], [5, 15], [8, 25]) },
      { kind: 'POINTS', grouping: '创新能力', metric: 'inventionPatents', bands: b([1, 10], [3, 15], [5, 25]) },
    ],
  },
  {
    name: '专精特新“小巨人”企业',
    level: 3,
    passPoints: null,
    description: '专注细分市场、创新能力强、市场占有率高、掌握关键核心技术的专精特新企业排头兵，须同时满足以下条件。',
    criteria: [
      { kind: 'REQUIRED', grouping: '专业化', metric: 'age', min: 3 },
      { kind: 'REQUIRED', grouping: '专业化', metric: 'mainShare', min: 70 },
      { kind: 'REQUIRED', grouping: '经营规模', metric: 'revenue', min: 10000 },
      { kind: 'REQUIRED', grouping: '创新能力', metric: 'rdRatio', min: 3 },
      { kind: 'REQUIRED', grouping: '创新能力', metric: 'rdStaffRatio', min: 15 },
      { kind: 'REQUIRED', grouping: '创新能力', metric: 'inventionPatents', min: 2 },
    ],
  },
  {
    name: '制造业单项冠军企业',
    level: 4,
    passPoints: null,
    description: '长期专注于制造业某一细分产品市场，生产技术或工艺国际领先，单项产品市场占有率位居全球前列的企业。',
    criteria: [
      { kind: 'REQUIRED', grouping: '专注细分', metric: 'age', min: 10 },
      { kind: 'REQUIRED', grouping: '专注细分', metric: 'mainShare', min: 70 },
      { kind: 'REQUIRED', grouping: '市场地位', metric: 'marketShare', min: 10 },
      { kind: 'REQUIRED', grouping: '经营规模', metric: 'revenue', min: 40000 },
      { kind: 'REQUIRED', grouping: '创新能力', metric: 'rdRatio', min: 3 },
    ],
  },
];

/** What each park grants at each level, as its enterprise-service office prints it. */
export const BENEFITS: Record<number, readonly string[]> = {
  1: [
    '园区一次性奖励 5 万元；优先推荐“科技贷”“人才贷”等政策性金融产品；优先安排研发费用加计扣除辅导。',
    '升级认定为专精特新中小企业的，区级奖励 20 万元；优先推荐省级研发机构申报；免费参加园区“专精特新”训练营。',
    '国家级专精特新“小巨人”企业一次性奖励 100 万元；重点项目用地、人才公寓优先保障；一企一策上市辅导。',
    '认定为制造业单项冠军的企业奖励 200 万元；优先推荐省市重大产业项目；园区主要领导定期走访服务。',
  ],
  2: [
    '入库即享园区企业服务专员一对一服务；一次性奖励 3 万元；优先推荐“苏科贷”。',
    '区级奖励 30 万元；优先推荐进入产业链“链主”企业配套体系；免费参加工业园区专精特新学院课程。',
    '一次性奖励 100 万元，另按上年度研发投入给予最高 50 万元补助；优先保障人才安居。',
    '奖励 300 万元；优先支持建设国家级企业技术中心；重大技改项目最高补助 1000 万元。',
  ],
};
