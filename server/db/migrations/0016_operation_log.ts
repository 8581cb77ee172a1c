import type { Generated } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from './helpers.js';
import type { TenantColumn } from '../schema.js';

/** One signed-in user's successful write (server/plugins/operation-log.ts): who, what, when. */
export interface OperationLogsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  user_id: number;
  /** The user's name at the time: the row still says who it was if the account is renamed. */
  user_name: string;
  method: string;
  /** What the endpoint does, as its contract summarises it (e.g. 发布通知（运营）). */
  action: string;
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
export const operationLog: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('operation_logs'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      // No foreign key: the log outlives the account it names.
      .addColumn('user_id', 'integer', notNull)
      .addColumn('user_name', 'text', notNull)
      .addColumn('method', 'text', notNull)
      .addColumn('action', 'text', notNull)
      .addColumn('route', 'text', notNull)
      .addColumn('record_id', 'integer')
      .addColumn('status', 'integer', notNull)
      .addColumn('ip', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('operation_logs_time').on('operation_logs').columns(['tenant_id', 'created_at']).execute();
    await db.schema.createIndex('operation_logs_user').on('operation_logs').columns(['tenant_id', 'user_id', 'created_at']).execute();
  },
};
