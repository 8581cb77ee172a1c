import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';

/** Tables of migration 0003_notices: a park's notices and the attachments they use. */

export type NoticeStatus = 'CHECK' | 'JOINT' | 'CANCEL';

export interface NoticesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  title: string;
  type: string;
  summary: string;
  /** Sanitized HTML. */
  body: string;
  cover_id: number | null;
  status: NoticeStatus;
  /** Why it was rejected (CANCEL); '' otherwise. */
  reason: string;
  pinned: number;
  views: Generated<number>;
  author_id: number | null;
  publisher_id: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export type NoticeFileKind = 'FILE' | 'COVER' | 'IMAGE';

export interface NoticeFilesTable {
  tenant_id: TenantColumn;
  notice_id: number;
  attachment_id: number;
  kind: NoticeFileKind;
  position: number;
}

declare module '../../db/schema.js' {
  interface DB {
    notices: NoticesTable;
    notice_files: NoticeFilesTable;
  }
}
