import type { CultivationFigure, PoolStage } from '../../../../common/cultivation/model.js';

/**
 * The figures seeded for the cultivation (as an enterprise would report them for its evaluation),
 * by the step each demo enterprise is meant to stand on, near-misses included: A just short of
 * 创新型, B 创新型 just short of 专精特新, C 专精特新 one condition short of 小巨人, D 小巨人,
 * E 单项冠军 (only for enterprises of ten years and more).
 */

export type Archetype = 'A' | 'B' | 'C' | 'D' | 'E';
type Figures = Partial<Record<CultivationFigure, number>>;

export const ARCHETYPES: Record<Archetype, Figures> = {
  A: { rdExpense: 60, revenue: 2500, revenuePrev: 2300, inventionPatents: 2, mainShare: 65, staff: 40, rdStaff: 6 },
  B: { rdExpense: 150, revenue: 4000, revenuePrev: 3400, inventionPatents: 3, mainShare: 72, staff: 80, rdStaff: 14 },
  C: { rdExpense: 700, revenue: 11000, revenuePrev: 9000, inventionPatents: 6, mainShare: 82, staff: 150, rdStaff: 20, platforms: 1 },
  D: { rdExpense: 1500, revenue: 26000, revenuePrev: 21000, inventionPatents: 12, mainShare: 85, marketShare: 6, staff: 320, rdStaff: 64, platforms: 1 },
  E: {
    rdExpense: 2800,
    revenue: 52000,
    revenuePrev: 45000,
    inventionPatents: 30,
    mainShare: 88,
    marketShare: 18,
    staff: 600,
    rdStaff: 140,
    platforms: 2,
    awards: 1,
  },
};

/** The cycle the demo enterprises are given archetypes in (E falls back to D for a young one). */
export const CYCLE: readonly Archetype[] = ['A', 'B', 'A', 'C', 'B', 'D', 'A', 'B', 'C', 'E'];

/** Where each archetype sits in the operators' pool, with the target tier's level and the note. */
export const POOL_OF: Record<Archetype, { stage: PoolStage; level: number; note: string } | null> = {
  A: { stage: 'RESERVE', level: 1, note: '研发投入偏低，建议加强研发费用归集，年内申报创新型中小企业' },
  B: { stage: 'CULTIVATING', level: 2, note: '已走访，企业有意申报专精特新，安排研发费用加计扣除辅导' },
  C: { stage: 'CULTIVATING', level: 3, note: '主导产品细分市场地位突出，重点培育冲刺国家级“小巨人”' },
  D: { stage: 'RECOGNISED', level: 3, note: '已通过国家级专精特新“小巨人”企业认定' },
  E: { stage: 'RECOGNISED', level: 4, note: '已通过制造业单项冠军企业认定，纳入园区重点服务企业' },
};

/** A small deterministic spread (±6 %) so the seeded enterprises do not share every figure. */
export const spread = (value: number, index: number, key: string) =>
  Math.round(value * (1 + (((index * 7 + key.length * 3) % 13) - 6) / 100) * 100) / 100;
