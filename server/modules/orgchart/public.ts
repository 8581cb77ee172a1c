import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

/** A department of the park's organisation chart. */
export interface Department {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
}

/**
 * What the organisation chart (server/modules/orgchart/port.ts) lets other modules read of its
 * departments: appeals are assigned to them. Each read is of the park the handle is scoped to.
 */
export interface OrgchartPort {
  /** The park's departments, in their order (sort, then id). */
  departments(db: Kysely<DB>): Promise<Department[]>;
  /** One department of the park, if it exists. */
  departmentById(db: Kysely<DB>, id: number): Promise<Department | undefined>;
  /** The names of those of `ids` that exist. */
  departmentNames(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string>>;
}

export const orgchartPort = definePort<OrgchartPort>('orgchart');
