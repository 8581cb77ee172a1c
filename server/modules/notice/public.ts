import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

/** A notice as the public reads it (published). */
export interface PublicNotice {
  id: number;
  title: string;
  type: string;
  summary: string;
  /** Rich text, as stored. */
  body: string;
  updatedAt: string;
}

/** What the notice module (server/modules/notice/port.ts) lets other modules read. */
export interface NoticePort {
  /** Every notice the public may read in the park: its id and last change. */
  publicStamps(db: Kysely<DB>, tenantId: number): Promise<{ id: number; stamp: string }[]>;
  /** Those of `ids` the public may read. */
  publicByIds(db: Kysely<DB>, tenantId: number, ids: readonly number[]): Promise<PublicNotice[]>;
  /**
   * The newest `limit` notices the public may read whose title or summary names `term` (a
   * qualification such as 高新技术企业): the notices meant for its holders.
   */
  publicNaming(db: Kysely<DB>, term: string, limit: number): Promise<PublicNotice[]>;
}

export const noticePort = definePort<NoticePort>('notice');
