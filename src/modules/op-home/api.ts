import { accessContract } from '@common/access/contract';
import { operationLogContract } from '@common/user-admin/log/contract';
import { defineQuery } from '@/ui/resource';

/** The workbench's own reads: the user's frequent pages and latest changes, and the park's visits (access/stats). */
export const frequentPages = defineQuery(accessContract.mine);
export const myOperations = defineQuery(operationLogContract.mine);
export const parkVisits = defineQuery(accessContract.stats);
