import type { Kysely } from 'kysely';
import type { IntegralField, IntegralValues } from '../../../common/integral/model.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';

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

/** An enterprise's figures for a year, stored as approved (what the score reads). */
export async function insertApproved(db: Kysely<DB>, orgId: number, year: number, values: IntegralValues, tenantId = 1): Promise<void> {
  const approvedAt = nowIso();
  const rows = Object.entries(values).map(([field, value]) => ({
    tenant_id: tenantId,
    org_id: orgId,
    year,
    field: field as IntegralField,
    value: value as number,
    approved_at: approvedAt,
  }));
  await db.insertInto('integral_values').values(rows).execute();
}
