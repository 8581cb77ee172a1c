import type { Kysely } from 'kysely';
import {
  CULTIVATION_FIGURE_KEYS,
  CULTIVATION_FIGURES,
  CULTIVATION_METRICS,
  isCultivationFigure,
  type CultivationEvaluation,
  type CultivationFigure,
} from '../../../common/cultivation/contract.js';
import { evaluate, metricsOf, stepText, type Evaluation, type Figures } from '../../../common/cultivation/evaluate.js';
import { isIntegralField, type IntegralField } from '../../../common/integral/model.js';
import type { DB } from '../../db/schema.js';
import { integralPort } from '../integral/public.js';
import { asTier, type TierRow } from './tiers.js';

/**
 * Each organisation's evaluation from what the product holds now: its profile (orgs, a core
 * table), the innovation score's approved figures (through its port) and the figures entered
 * here; of a score figure and an entered one the newer wins. One enterprise's is computed when it
 * is read; the library's are stored (stored.ts).
 */

export interface OrgFacts {
  id: number;
  name: string;
  industry: string;
  county: string;
  ranges: string;
  setupDate: string;
  category: string;
}

export type FigureSource = { value: number; source: 'SCORE' | 'ENTERED'; at: string };

export interface Evaluated {
  org: OrgFacts;
  figures: Partial<Record<CultivationFigure, FigureSource>>;
  evaluation: Evaluation;
}

const SCORE_FIELDS = CULTIVATION_FIGURE_KEYS.filter((k): k is CultivationFigure & IntegralField => isIntegralField(k));

export async function orgFacts(db: Kysely<DB>, orgIds?: readonly number[]): Promise<OrgFacts[]> {
  if (orgIds?.length === 0) return [];
  let q = db
    .selectFrom('orgs')
    .select(['id', 'fullname', 'industry_name', 'county', 'ranges', 'setup_date', 'category'])
    .where('orgtype', '=', 'ORG')
    .orderBy('id');
  if (orgIds) q = q.where('id', 'in', [...orgIds]);
  return (await q.execute()).map((o) => ({
    id: o.id,
    name: o.fullname,
    industry: o.industry_name,
    county: o.county,
    ranges: o.ranges,
    setupDate: o.setup_date,
    category: o.category,
  }));
}

/** Each organisation's figures with where each came from. */
export async function figuresOf(db: Kysely<DB>, orgIds?: readonly number[]): Promise<Map<number, Partial<Record<CultivationFigure, FigureSource>>>> {
  const [approved, entered] = await Promise.all([
    integralPort.get().latestFigures(db, SCORE_FIELDS, orgIds),
    (orgIds?.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('cultivation_figures')
          .select(['org_id', 'key', 'value', 'entered_at'])
          .$if(orgIds !== undefined, (q) => q.where('org_id', 'in', [...(orgIds ?? [])]))
          .execute()),
  ]);
  const all = new Map<number, Partial<Record<CultivationFigure, FigureSource>>>();
  for (const [orgId, figures] of approved) {
    const own: Partial<Record<CultivationFigure, FigureSource>> = {};
    for (const [key, f] of Object.entries(figures))
      if (f && isCultivationFigure(key)) own[key] = { value: f.value, source: 'SCORE', at: f.approvedAt };
    all.set(orgId, own);
  }
  for (const r of entered) {
    if (!isCultivationFigure(r.key)) continue;
    const own = all.get(r.org_id) ?? {};
    const before = own[r.key];
    if (!before || before.at <= r.entered_at) own[r.key] = { value: Number(r.value), source: 'ENTERED', at: r.entered_at };
    all.set(r.org_id, own);
  }
  return all;
}

const plain = (f: Partial<Record<CultivationFigure, FigureSource>>): Figures =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.value])) as Figures;

/** The evaluation of the park's enterprises (of `orgIds` when given), in the orgs' id order. */
export async function evaluateOrgs(db: Kysely<DB>, tiers: readonly TierRow[], today: string, orgIds?: readonly number[]): Promise<Evaluated[]> {
  const [orgs, figures] = await Promise.all([orgFacts(db, orgIds), figuresOf(db, orgIds)]);
  const ladder = tiers.map(asTier);
  return orgs.map((org) => {
    const own = figures.get(org.id) ?? {};
    return { org, figures: own, evaluation: evaluate(ladder, metricsOf(plain(own), org, today)) };
  });
}

/** The contract's view of one evaluation (labels and the plan in words added). */
export function presentEvaluation(e: Evaluated): Omit<CultivationEvaluation, 'pool'> {
  const { org, figures, evaluation: ev } = e;
  return {
    org: { id: org.id, name: org.name, industry: org.industry, county: org.county },
    figures: CULTIVATION_FIGURE_KEYS.map((key) => ({
      key,
      label: CULTIVATION_FIGURES[key].label,
      unit: CULTIVATION_FIGURES[key].unit,
      value: figures[key]?.value ?? null,
      source: figures[key]?.source ?? null,
      at: figures[key]?.at ?? null,
    })),
    tiers: ev.tiers.map((t) => ({
      ...t,
      criteria: t.criteria.map((c) => ({ ...c, label: CULTIVATION_METRICS[c.metric].label, unit: CULTIVATION_METRICS[c.metric].unit })),
    })),
    reached: ev.reached,
    next: ev.next,
    gap: ev.gap,
    plan: ev.plan.map((s) => ({ ...s, text: stepText(s) })),
  };
}

/** Near the next tier: within 10 points, or one condition short. */
export const isNear = (ev: Evaluation) =>
  ev.next !== null && ((ev.next.unmet === 0 && ev.next.deficit <= 10) || (ev.next.unmet === 1 && ev.next.deficit === 0));
