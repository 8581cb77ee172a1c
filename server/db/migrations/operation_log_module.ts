import type { PortableMigration } from './helpers.js';

/**
 * The operation log names the module of each operation (the contract's `module`), so a park can
 * filter its log by 通知公告, 企业诉求… Older rows keep '' and are read by their route.
 */
export const operationLogModule: PortableMigration = {
  async up(db) {
    await db.schema
      .alterTable('operation_logs')
      .addColumn('module', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('operation_logs_module').on('operation_logs').columns(['tenant_id', 'module', 'created_at']).execute();
  },
};
