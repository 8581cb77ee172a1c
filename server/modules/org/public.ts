import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';
import { defineSignal, type OrgsChanged } from '../../kit/signal.js';

/** How many of a park's enterprises hold a qualification (企业类别, such as 高新技术企业). */
export interface QualificationCount {
  /** Enterprises (not service organisations) of the park holding it. */
  holding: number;
  /** Every enterprise of the park. */
  enterprises: number;
}

/** An enterprise as another module names and groups it. */
export interface EnterpriseBrief {
  id: number;
  /** Its full name. */
  name: string;
  industry: string;
  /** 企业类别 (高新技术企业, 科技型中小企业 …), '' for none. */
  category: string;
}

/** Which enterprises: the conditions given all hold; none given, every enterprise of the park. */
export interface EnterpriseFilter {
  ids?: readonly number[];
  industries?: readonly string[];
  categories?: readonly string[];
  /** Part of the full or short name. */
  search?: string;
  limit?: number;
}

/** What the organisation module (server/modules/org/port.ts) lets other modules read. */
export interface OrgPort {
  qualificationCount(db: Kysely<DB>, qualification: string): Promise<QualificationCount>;
  /** The park's enterprises (not service organisations) that match, by id, on the request's tenant-scoped handle. */
  enterprises(db: Kysely<DB>, filter: EnterpriseFilter): Promise<EnterpriseBrief[]>;
  /** The industries and categories the park's enterprises have, each once, in order. */
  enterpriseFacets(db: Kysely<DB>): Promise<{ industries: string[]; categories: string[] }>;
}

export const orgPort = definePort<OrgPort>('org');

/**
 * Emitted inside the transaction that creates or changes organisations' profiles (the core `orgs`
 * rows: name, industry, county, setup date, category), by whichever module writes them
 * (certification creates an enterprise when it passes an application).
 */
export const orgProfileChanged = defineSignal<OrgsChanged>('org.profileChanged');
