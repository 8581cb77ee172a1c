import type { Kysely } from 'kysely';
import type { TorchRow, TorchSums } from '../../../../common/industry/torch/contract.js';
import { rdRatioOf } from '../../../../common/industry/torch/model.js';
import type { DB } from '../../../db/schema.js';
import { placements } from '../org/repo.js';

/** The torch figures on the scoped handle: a year's reports (of a chain's enterprises when given). */
export async function torchReports(db: Kysely<DB>, q: { year?: number; orgIds?: readonly number[]; chainId?: number | undefined }): Promise<TorchRow[]> {
  const chainOrgs = q.chainId === undefined ? undefined : [...new Set((await placements(db, q.chainId)).map((p) => p.orgId))];
  const ids = chainOrgs ?? q.orgIds;
  if (ids !== undefined && ids.length === 0) return [];
  const rows = await db
    .selectFrom('industry_torch_reports')
    .innerJoin('orgs', 'orgs.id', 'industry_torch_reports.org_id')
    .selectAll('industry_torch_reports')
    .select(['orgs.fullname', 'orgs.industry_name'])
    .$if(q.year !== undefined, (x) => x.where('industry_torch_reports.year', '=', q.year ?? 0))
    .$if(ids !== undefined, (x) => x.where('industry_torch_reports.org_id', 'in', ids ?? []))
    .orderBy('industry_torch_reports.revenue', 'desc')
    .orderBy('industry_torch_reports.org_id')
    .orderBy('industry_torch_reports.year')
    .execute();
  return rows.map((r) => ({
    orgId: r.org_id,
    name: r.fullname,
    industry: r.industry_name,
    year: r.year,
    revenue: Number(r.revenue),
    rdExpense: Number(r.rd_expense),
    rdRatio: rdRatioOf(Number(r.rd_expense), Number(r.revenue)),
    profit: Number(r.profit),
    tax: Number(r.tax),
    exportValue: Number(r.export_value),
    staff: r.staff,
    rdStaff: r.rd_staff,
    patents: r.patents,
    inventionPatents: r.invention_patents,
  }));
}

const round = (v: number) => Math.round(v * 100) / 100;

/** The sums of some reports (R&D intensity of the sums, not an average of ratios). */
export function sumsOf(rows: readonly TorchRow[]): TorchSums {
  const sum = (k: 'revenue' | 'rdExpense' | 'tax' | 'patents' | 'inventionPatents') => rows.reduce((s, r) => s + r[k], 0);
  return {
    enterprises: new Set(rows.map((r) => r.orgId)).size,
    revenue: round(sum('revenue')),
    rdExpense: round(sum('rdExpense')),
    rdRatio: rdRatioOf(sum('rdExpense'), sum('revenue')),
    tax: round(sum('tax')),
    patents: sum('patents'),
    inventionPatents: sum('inventionPatents'),
  };
}

export async function torchYears(db: Kysely<DB>): Promise<number[]> {
  const rows = await db.selectFrom('industry_torch_reports').select('year').distinct().orderBy('year', 'desc').execute();
  return rows.map((r) => r.year);
}
