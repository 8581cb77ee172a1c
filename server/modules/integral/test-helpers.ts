import type { IntegralField } from '../../../common/integral/model.js';

/** A strong enterprise's figures, every field filled (the score's and the fill's tests). */
export const STRONG_FIGURES: Readonly<Record<IntegralField, number>> = {
  rdExpense: 3300,
  revenue: 30000,
  revenuePrev: 22000,
  netProfit: 3600,
  taxPaid: 1800,
  highTechRevenue: 27000,
  equityFinancing: 6000,
  techContract: 800,
  staff: 300,
  rdStaff: 120,
  mastersDoctors: 90,
  inventionPatents: 15,
  highValuePatents: 6,
  newIp: 12,
  standards: 3,
  platforms: 2,
  awards: 1,
  graduates: 25,
};
