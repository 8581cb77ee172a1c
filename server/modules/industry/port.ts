import type { IndustryPort, WallChain } from './public.js';

/** The industry module's port (public.ts): the park's chains for the big-screen. */
export const industryPortImpl: IndustryPort = {
  async wallChains(db) {
    const [chains, links] = await Promise.all([
      db.selectFrom('industry_chains').select(['id', 'key', 'name', 'description']).orderBy('sort').orderBy('id').execute(),
      db
        .selectFrom('industry_nodes')
        .select(['chain_id', 'name', 'industry'])
        .where('level', '=', 'LINK')
        .where('industry', '!=', '')
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    ]);
    const taken = new Set<string>();
    return chains.map((c): WallChain => {
      const own = links.filter((l) => l.chain_id === c.id && !taken.has(l.industry));
      const seen = new Set<string>();
      const unique = own.filter((l) => !seen.has(l.industry) && seen.add(l.industry));
      for (const l of unique) taken.add(l.industry);
      return { key: c.key, name: c.name, description: c.description, links: unique.map((l) => ({ name: l.name, industry: l.industry })) };
    });
  },
};
