import type { PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The service organisations' portrait groups the applications by provider with their status and
 * rating (one pass over this index alone, not over the rows), and finds who was chosen for a
 * requirement by the chosen organisation.
 */
export const figures: PortableMigration = {
  async up(db) {
    await db.schema.createIndex('service_applies_figures').on('service_applies').columns(['tenant_id', 'provider_id', 'status', 'rating', 'rated_at']).execute();
    await db.schema.createIndex('service_requires_assigned').on('service_requires').columns(['tenant_id', 'assigned_id']).execute();
  },
};
