import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/** The photos of a carrier and of a space: attachments linked in order (the attachment kinds carrier and carrierResource). */
const photos = (owner: string, column: string) => ({
  columns: { tenant_id: col.tenant, [column]: col.ownedBy(owner), attachment_id: col.refNotNull('attachments'), position: col.int },
  primaryKey: [column, 'attachment_id'],
});

export const photoLinks = tablesMigration({
  tables: {
    carrier_photos: photos('carrier_carriers', 'carrier_id'),
    carrier_resource_photos: photos('carrier_resources', 'resource_id'),
  },
});
