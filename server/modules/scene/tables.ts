import type { Generated } from 'kysely';
import type { AuditState, OppState } from '../../../common/scene/lifecycle.js';
import type { ItemKind, RoundState, SceneField } from '../../../common/scene/rules.js';
import type { TenantColumn } from '../../db/schema.js';

/**
 * 应用场景's tables (migrations/tables.ts). Budgets in 万元, dates YYYY-MM-DD on the park's
 * calendar; a round's fields joined by ','. Each record keeps its latest review reason beside it
 * for the list; the history is the publish kit's.
 */

/** What every reviewed record has: who entered it, its contact, its state and latest reason, its stamps. */
interface Reviewed<S> {
  id: Generated<number>;
  author_id: number | null;
  contact_name: string;
  contact_phone: string;
  status: S;
  reason: string;
  created_at: string;
  updated_at: string;
}

export interface SceneOppsTable extends Reviewed<OppState> {
  tenant_id: TenantColumn;
  title: string;
  industry: SceneField;
  owner_unit: string;
  needs: string;
  budget_min: number;
  budget_max: number;
  deadline: string;
  published_at: string | null;
}

export interface SceneAbilitiesTable extends Reviewed<AuditState> {
  tenant_id: TenantColumn;
  org_id: number;
  title: string;
  field: SceneField;
  summary: string;
  cases: string;
}

export interface SceneRoundsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  author_id: number | null;
  title: string;
  intro: string;
  start_date: string;
  end_date: string;
  fields: string;
  status: RoundState;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SceneItemsTable extends Reviewed<AuditState> {
  tenant_id: TenantColumn;
  round_id: number;
  org_id: number;
  kind: ItemKind;
  title: string;
  field: SceneField;
  content: string;
}

declare module '../../db/schema.js' {
  interface DB {
    scene_opps: SceneOppsTable;
    scene_abilities: SceneAbilitiesTable;
    scene_rounds: SceneRoundsTable;
    scene_items: SceneItemsTable;
  }
}
