import type { Generated } from 'kysely';
import type { RankStatus } from '../../../common/rank/rules.js';
import type { TenantColumn } from '../../db/schema.js';

/** Tables of migration 0011_rank_lists: a park's rank lists (榜单) and their entries. */

export type { RankStatus };

export interface RankListsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  title: string;
  /** 2025年度, 2026年上半年…: free text, as parks name their periods. */
  period: string;
  description: string;
  /** What the entries' figures are (纳税额) and their unit (万元); '' when the list has none. */
  figure_label: string;
  figure_unit: string;
  /** How many entries it has (written with them). */
  entry_count: number;
  status: RankStatus;
  author_id: number | null;
  publisher_id: number | null;
  published_at: string | null;
  withdrawn_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RankEntriesTable {
  tenant_id: TenantColumn;
  list_id: number;
  /** The rank, from 1. */
  position: number;
  org_id: number;
  figure: number | null;
  note: string;
}

declare module '../../db/schema.js' {
  interface DB {
    rank_lists: RankListsTable;
    rank_entries: RankEntriesTable;
  }
}
