import type { Generated } from 'kysely';
import * as col from './columns.js';
import { tablesMigration } from './tables.js';
import type { TenantColumn } from '../schema.js';

/** One signed-in user's successful write (server/plugins/operation-log.ts): who, what, when. */
export interface OperationLogsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  user_id: number;
  /** The user's name at the time: the row still says who it was if the account is renamed. */
  user_name: string;
  method: string;
  /** What was done, in the park's words: the contract's summary without its note (发布通知). */
  action: string;
  /** The part of the park's work, as the contract names it (通知公告); added by operation_log_module, '' on older rows. */
  module: Generated<string>;
  /** The route's pattern, e.g. /api/dpboot/notice/publish/:id — never the raw URL with its query. */
  route: string;
  /** The `:id` of the route, when it has one. */
  record_id: number | null;
  /** The HTTP status of the answer. */
  status: number;
  ip: string;
  created_at: string;
}

declare module '../schema.js' {
  interface DB {
    operation_logs: OperationLogsTable;
  }
}

/**
 * The operation log (操作日志): every successful write of a signed-in user, of every module, without
 * its body. Read by park and time, newest first.
 */
export const operationLog = tablesMigration({
  tables: {
    operation_logs: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        // No foreign key: the log outlives the account it names.
        user_id: col.int,
        user_name: col.text,
        method: col.text,
        action: col.text,
        route: col.text,
        record_id: col.intOrNull,
        status: col.int,
        ip: col.text,
        created_at: col.text,
      },
      indexes: {
        operation_logs_time: ['tenant_id', 'created_at'],
        operation_logs_user: ['tenant_id', 'user_id', 'created_at'],
      },
    },
  },
});
