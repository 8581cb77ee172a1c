import type { Kysely } from 'kysely';
import { INDUSTRY_CHAINS, type IndustryChain } from '../../../../common/integral/bigscreen/chains.js';
import type { DB } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { industryPort } from '../../industry/public.js';

/**
 * The wall's chains (/lg/indus): the park's own, as the industry module keeps them
 * (server/modules/industry/public.ts), in the park's order, each with the links naming a directory
 * industry; a park that has drawn none reads the standard three of
 * common/integral/bigscreen/chains.ts, so a new park's wall is never empty.
 */
export async function parkChains(db: Kysely<DB>): Promise<IndustryChain[]> {
  const own = await industryPort.get().wallChains(db);
  return own.length ? own.map((c) => ({ key: c.key, name: c.name, description: c.description, links: c.links })) : [...INDUSTRY_CHAINS];
}

/** One of the wall's chains; 404 该产业链不存在 for a key the park has none of. */
export async function parkChainOf(db: Kysely<DB>, key: string): Promise<IndustryChain> {
  const chain = (await parkChains(db)).find((c) => c.key === key);
  if (!chain) throw notFound('该产业链');
  return chain;
}
