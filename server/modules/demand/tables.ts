import type { Generated } from 'kysely';
import type { ItemKind } from '../../../common/demand/model.js';
import type { ItemState } from '../../../common/demand/lifecycle.js';
import type { TenantColumn } from '../../db/schema.js';

/** Demand matching's tables (migrations/items.ts). */

export interface DemandItemsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  author_id: number | null;
  kind: ItemKind;
  category: string;
  title: string;
  summary: string;
  industry: string;
  /** 所在区县. */
  area: string;
  /** Keywords, joined by ','. */
  tags: string;
  price: string;
  quantity: number | null;
  valid_until: string | null;
  /** Never in a public answer: revealed to a docking's two parties once it is accepted. */
  contact_name: string;
  contact_phone: string;
  status: ItemState;
  reason: string;
  views: Generated<number>;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** Its words as the text index's tokens (terms.ts `searchText`); on PostgreSQL `search_vector` is made of them. */
  search: string;
}

/** The words of an item (of its title, category, industry and keywords: terms.ts), one a row: what the matching counts and looks up. */
export interface DemandTermsTable {
  tenant_id: TenantColumn;
  item_id: number;
  term: string;
}

export interface DemandShowcasesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  author_id: number | null;
  title: string;
  intro: string;
  /** Qualifications and honours, one a line. */
  honours: string;
  contact_name: string;
  contact_phone: string;
  status: ItemState;
  reason: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export type DockStatus = 'WAITING' | 'ACCEPTED' | 'DECLINED';
export type DockOutcome = '' | 'DEAL' | 'NO_DEAL';

export interface DemandDocksTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  item_id: number;
  /** The item's organisation when the request was sent (the receiver). */
  owner_org_id: number;
  from_org_id: number;
  from_user_id: number | null;
  message: string;
  from_contact_name: string;
  from_contact_phone: string;
  status: DockStatus;
  reason: string;
  /** The owner's contact, copied from the item when the request is accepted. */
  owner_contact_name: string;
  owner_contact_phone: string;
  outcome: DockOutcome;
  /** The suggestion it came from (a demand's id), when an operator pushed a match. */
  suggested_from: number | null;
  created_at: string;
  updated_at: string;
}

/** A pair told once: the demand's owner was told of a matching item (never again for the pair). */
export interface DemandMatchNotesTable {
  tenant_id: TenantColumn;
  demand_id: number;
  item_id: number;
  score: number;
  created_at: string;
  /** When an operator pushed the pair to both sides; null when only the demand's owner was told. */
  pushed_at: string | null;
}

declare module '../../db/schema.js' {
  interface DB {
    demand_items: DemandItemsTable;
    demand_terms: DemandTermsTable;
    demand_showcases: DemandShowcasesTable;
    demand_docks: DemandDocksTable;
    demand_match_notes: DemandMatchNotesTable;
  }
}
