import type { Kysely } from 'kysely';
import { INDUSTRY_CHAINS, type IndustryChain, type IndustryChainKey } from '../../../../common/integral/bigscreen/chains.js';
import type { DB } from '../../../db/schema.js';
import { industryPort } from '../../industry/public.js';

/**
 * The park's three chains of the wall (/lg/indus): its own as the industry module keeps them
 * (server/modules/industry/public.ts), each by the wall's key; a key the park has not drawn, or
 * drawn without a link naming a directory industry, reads the standard chain of
 * common/integral/bigscreen/chains.ts.
 */
export async function parkChains(db: Kysely<DB>): Promise<IndustryChain[]> {
  const own = await industryPort.get().wallChains(db);
  return INDUSTRY_CHAINS.map((standard) => {
    const drawn = own.find((c) => c.key === standard.key && c.links.length > 0);
    return drawn ? { key: standard.key, name: drawn.name, description: drawn.description || standard.description, links: drawn.links } : standard;
  });
}

export async function parkChainOf(db: Kysely<DB>, key: IndustryChainKey): Promise<IndustryChain> {
  const chain = (await parkChains(db)).find((c) => c.key === key);
  if (!chain) throw new Error(`unknown industry chain ${key}`);
  return chain;
}
