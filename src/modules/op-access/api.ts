import { accessContract as c } from '@common/access/contract';
import { defineDownload, defineQuery } from '@/ui/resource';

/** The access statistics (common/access/contract.ts). */
export { ACCESS_DEFAULT_DAYS, ACCESS_MAX_DAYS, type AccessRange, type AccessStats } from '@common/access/contract';

export const accessStats = defineQuery(c.stats);
export const accessExport = defineDownload(c.export);
