import type { AbilityRow, OppRow } from '../../../common/scene/contract.js';
import type { ItemRow, RoundRow } from '../../../common/scene/collect.js';
import { budgetText, type SceneField } from '../../../common/scene/rules.js';
import type { AbilityRowDb, ItemRowDb, OppRowDb, RoundRowDb } from './repo.js';

/** The answer shapes of 应用场景 (common/scene/schemas.ts) from the rows the repo reads. */

const contact = (r: { contact_name: string; contact_phone: string }) => ({ contactName: r.contact_name, contactPhone: r.contact_phone });
const reviewed = (r: { status: string; reason: string; created_at: string; updated_at: string }) => ({ reason: r.reason, createdAt: r.created_at, updatedAt: r.updated_at });

export const oppRow = (r: OppRowDb, today: string): OppRow => ({
  id: r.id,
  title: r.title,
  industry: r.industry,
  ownerUnit: r.owner_unit,
  needs: r.needs,
  budgetMin: Number(r.budget_min),
  budgetMax: Number(r.budget_max),
  budget: budgetText(Number(r.budget_min), Number(r.budget_max)),
  deadline: r.deadline,
  expired: r.deadline < today,
  ...contact(r),
  status: r.status,
  authorName: r.author_name ?? '',
  publishedAt: r.published_at,
  ...reviewed(r),
});

/** What a capability and a collected item share: the organisation's record under review. */
const orgOwned = (r: AbilityRowDb | ItemRowDb) => ({ id: r.id, orgId: r.org_id, orgName: r.org_name, title: r.title, field: r.field, ...contact(r), status: r.status, ...reviewed(r) });

export const abilityRow = (r: AbilityRowDb): AbilityRow => ({ ...orgOwned(r), summary: r.summary, cases: r.cases });

export const fieldsOf = (csv: string) => csv.split(',').filter(Boolean) as SceneField[];

export const roundRow = (r: RoundRowDb): RoundRow => ({
  id: r.id,
  title: r.title,
  intro: r.intro,
  startDate: r.start_date,
  endDate: r.end_date,
  fields: fieldsOf(r.fields),
  status: r.status,
  received: Number(r.received ?? 0),
  pending: Number(r.pending ?? 0),
  passed: Number(r.passed ?? 0),
  closedAt: r.closed_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const itemRow = (r: ItemRowDb): ItemRow => ({ ...orgOwned(r), roundId: r.round_id, roundTitle: r.round_title, kind: r.kind, content: r.content });
