import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

/** A financial institution as a map draws it: a point in GCJ-02 (the datum of the park's maps). */
export interface InstitutionOnMap {
  id: number;
  name: string;
  /** 银行 / 担保机构 / 小额贷款公司 … (common/finance/rules.ts INSTITUTION_KINDS). */
  kind: string;
  address: string;
  /** Its published products, for the pin's line. */
  products: number;
  lng: number;
  lat: number;
}

/** What the finance module (server/modules/finance/port.ts) lets other modules read. */
export interface FinancePort {
  /**
   * The park's institutions that have a point, by id, on the request's tenant-scoped handle; no
   * contact person or phone (those are for the park's staff only).
   */
  listInstitutionsForMap(db: Kysely<DB>): Promise<InstitutionOnMap[]>;
}

export const financePort = definePort<FinancePort>('finance');
