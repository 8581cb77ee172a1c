import type { Generated } from 'kysely';
import type { MessageKind, MessageStatus } from '../../../common/message/contract.js';
import type { TenantColumn } from '../../db/schema.js';

/** Tables of migration 0013_messages: messages and notifications, their files, their recipients. */

export interface MessagesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  kind: MessageKind;
  topic: string;
  status: MessageStatus;
  title: string;
  summary: string;
  body: string;
  link: string | null;
  /** JSON of the Audience it was sent to. */
  audience: string | null;
  recipient_count: Generated<number>;
  sender_id: number | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export type MessageFileKind = 'FILE' | 'IMAGE';

export interface MessageFilesTable {
  tenant_id: TenantColumn;
  message_id: number;
  attachment_id: number;
  kind: MessageFileKind;
  position: number;
}

export interface MessageRecipientsTable {
  tenant_id: TenantColumn;
  message_id: number;
  user_id: number;
  org_id: number | null;
  delivered_at: string;
  read_at: string | null;
}

declare module '../../db/schema.js' {
  interface DB {
    messages: MessagesTable;
    message_files: MessageFilesTable;
    message_recipients: MessageRecipientsTable;
  }
}
