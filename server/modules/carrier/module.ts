import { defineModule } from '../../kit/module.js';
import { counts } from './migrations/counts.js';
import { photoLinks } from './migrations/photos.js';
import { tables } from './migrations/tables.js';
import { versions } from './migrations/versions.js';
import { carrierAttachments } from './photos.js';
import routes from './routes.js';
import { insertDemoCarriers } from './seed/carriers.js';

/**
 * 创业载体、创新平台与投资机构, and the park map that shows them (common/carrier/README.md). Its seed
 * gives 预约看房 requests to the demo accounts, so it comes after the seeds that add accounts.
 */
export default defineModule({ name: 'carrier', after: ['user-admin'], routes, migrations: { tables, photoLinks, counts, versions }, attachments: carrierAttachments, seed: insertDemoCarriers });
