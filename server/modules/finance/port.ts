import type { FinancePort } from './public.js';
import { publishedCount } from './repo.js';

/** The finance module's port (server/modules/finance/public.ts). */
export const financePortImpl: FinancePort = {
  async listInstitutionsForMap(db) {
    const rows = await db
      .selectFrom('finance_institutions')
      .select((eb) => ['id', 'name', 'kind', 'address', 'gaode_lng', 'gaode_lat', publishedCount(eb)])
      .where('gaode_lng', 'is not', null)
      .where('gaode_lat', 'is not', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      address: r.address,
      products: Number(r.products),
      lng: Number(r.gaode_lng),
      lat: Number(r.gaode_lat),
    }));
  },
};
