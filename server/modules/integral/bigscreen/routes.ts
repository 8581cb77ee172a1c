import {
  bigscreenContract,
  chainIndustries,
  linkOf,
  type BigscreenAnalyse,
  type BigscreenChain,
  type BigscreenChains,
  type BigscreenOverview,
  type BigscreenRank,
} from '../../../../common/integral/bigscreen/contract.js';
import { INTEGRAL_STAGE_LABELS } from '../../../../common/integral/model.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppInstance } from '../../../app-types.js';
import type { DB } from '../../../db/schema.js';
import { sizeOf } from '../../../kit/list-input.js';
import { PreparedAnswer } from '../../../kit/prepared-answer.js';
import { serveAll } from '../../../kit/serve.js';
import { parseDefinition } from '../breakdown.js';
import { averageOf, byKey, count, dimensionAverages, histogram, stageFigures, summary } from './figures.js';
import { BigscreenMemo, versionKey } from './memo.js';
import { parkChainOf, parkChains } from './park-chains.js';
import {
  activeVersions,
  definitions,
  groups,
  groupsOfSystems,
  parkTop,
  topOf,
  type TopRow,
  type VersionRow,
} from './queries.js';

/**
 * The score big-screen's reads (common/integral/bigscreen/contract.ts): public, of the visitor's
 * park only, each from one or two aggregates of the year's active version.
 */

const head = (system: VersionRow | undefined, year: number | undefined) =>
  system
    ? {
        year: system.year,
        system: { id: system.id, year: system.year, version: system.version },
        computedAt: system.computed_at,
      }
    : { year: year ?? null, system: null, computedAt: null };

const ranked = (row: TopRow) => ({
  orgId: row.org_id,
  fullname: row.fullname,
  simplename: row.simplename,
  industryName: row.industry_name,
  rank: row.park_rank,
  total: row.total,
  stageLabel: INTEGRAL_STAGE_LABELS[row.stage],
});

export default async function bigscreenRoutes(app: AppInstance) {
  // One per app: an answer of a version serves every wall for 10 s, a new version at once (memo.ts).
  // The park's chains (the industry module's drawing) are read inside an answer too, so a chain
  // redrawn shows within those 10 s, as a change inside the version does.
  const memo = new BigscreenMemo();
  // What is kept is the answer ready to send (kit/prepared-answer.ts): a wall's request then costs
  // the version read and a copy of bytes, not a serialisation and a compression.
  const kept = <T>(
    { request, reply }: { request: FastifyRequest; reply: FastifyReply },
    tenantId: number,
    what: string,
    system: VersionRow,
    compute: () => Promise<T>,
  ) =>
    memo
      .get(`${String(tenantId)}|${what}|${versionKey(system)}`, async () =>
        PreparedAnswer.of(reply, await compute()),
      )
      .then((prepared) => prepared.send(request, reply));
  const active = async (db: Kysely<DB>, year: number | undefined) => (await activeVersions(db, year))[0];
  /** A version's definition, parsed: read on a miss only. */
  const definitionOf = async (db: Kysely<DB>, id: number) =>
    parseDefinition((await definitions(db, [id])).get(id) ?? '');

  serveAll(app, bigscreenContract, {
    overview: async ({ query, ctx, request, reply }): Promise<BigscreenOverview | FastifyReply> => {
      const system = await active(ctx.db, query.year);
      if (!system)
        return {
          ...head(system, query.year),
          count: 0,
          average: 0,
          max: 0,
          min: 0,
          histogram: [],
          stages: [],
          dimensions: [],
          top: [],
        };
      return kept(
        { request, reply },
        ctx.tenantId,
        'overview',
        system,
        async (): Promise<BigscreenOverview> => {
          const [all, top] = await Promise.all([
            groups(ctx.db, system.id, { bucket: true }),
            parkTop(ctx.db, system.id, 10),
          ]);
          return {
            ...head(system, query.year),
            ...summary(all),
            histogram: histogram(all),
            stages: stageFigures(all),
            dimensions: dimensionAverages(all, await definitionOf(ctx.db, system.id)),
            top: top.map(ranked),
          };
        },
      );
    },

    rank: async ({ query, ctx, request, reply }): Promise<BigscreenRank | FastifyReply> => {
      const system = await active(ctx.db, query.year);
      if (!system) return { ...head(system, query.year), industries: [] };
      const size = sizeOf(bigscreenContract.rank, query);
      return kept(
        { request, reply },
        ctx.tenantId,
        `rank|${String(size)}`,
        system,
        async (): Promise<BigscreenRank> => {
          const all = await groups(ctx.db, system.id, { industry: true });
          const byIndustry = [...byKey(all, (g) => g.industry)];
          const lists = await Promise.all(
            byIndustry.map(([industry]) => topOf(ctx.db, system.id, { industries: [industry], size })),
          );
          const industries = byIndustry
            .map(([industryName, own], i) => ({
              industryName,
              count: count(own),
              average: averageOf(own, 'total'),
              list: lists[i]!.map((r) => ({ ...ranked(r), industryRank: r.place })),
            }))
            .sort((a, b) => b.count - a.count || a.industryName.localeCompare(b.industryName, 'zh'));
          return { ...head(system, query.year), industries };
        },
      );
    },

    analyse: async ({ query, ctx, request, reply }): Promise<BigscreenAnalyse | FastifyReply> => {
      const [system, actives] = await Promise.all([active(ctx.db, query.year), activeVersions(ctx.db)]);
      if (!system) return { ...head(system, query.year), count: 0, stages: [], industries: [], trend: [] };
      // The years up to the one shown, oldest first.
      const years = actives.filter((s) => s.year <= system.year).reverse();
      return kept(
        { request, reply },
        ctx.tenantId,
        `analyse|${years.map(versionKey).join(',')}`,
        system,
        async (): Promise<BigscreenAnalyse> => {
          const texts = await definitions(
            ctx.db,
            years.map((s) => s.id),
          );
          const definitionOfYear = (id: number) => parseDefinition(texts.get(id) ?? '');
          const definition = definitionOfYear(system.id);
          const [all, trend] = await Promise.all([
            groups(ctx.db, system.id, { industry: true }),
            groupsOfSystems(
              ctx.db,
              years.map((s) => s.id),
            ),
          ]);
          const stages = stageFigures(all).map((s) => ({
            ...s,
            dimensions: dimensionAverages(
              all.filter((g) => g.stage === s.stage),
              definition,
            ),
          }));
          const industries = [...byKey(all, (g) => g.industry)]
            .map(([industryName, own]) => ({
              industryName,
              count: count(own),
              average: averageOf(own, 'total'),
              dimensions: dimensionAverages(own, definition),
            }))
            .sort((a, b) => b.average - a.average || a.industryName.localeCompare(b.industryName, 'zh'));
          return {
            ...head(system, query.year),
            count: count(all),
            stages,
            industries,
            trend: years.map((s) => {
              const own = trend.filter((g) => g.systemId === s.id);
              return {
                year: s.year,
                version: s.version,
                count: count(own),
                average: averageOf(own, 'total'),
                dimensions: dimensionAverages(own, definitionOfYear(s.id)),
              };
            }),
          };
        },
      );
    },

    chains: async ({ query, ctx, request, reply }): Promise<BigscreenChains | FastifyReply> => {
      const system = await active(ctx.db, query.year);
      if (!system) return { ...head(system, query.year), parkCount: 0, parkAverage: 0, chains: [] };
      return kept({ request, reply }, ctx.tenantId, 'chains', system, async (): Promise<BigscreenChains> => {
        const chains = await parkChains(ctx.db);
        const [all, tops] = await Promise.all([
          groups(ctx.db, system.id, { industry: true }),
          Promise.all(
            chains.map((chain) => topOf(ctx.db, system.id, { industries: chainIndustries(chain), size: 3 })),
          ),
        ]);
        return {
          ...head(system, query.year),
          parkCount: count(all),
          parkAverage: averageOf(all, 'total'),
          chains: chains.map((chain, i) => {
            const industries = chainIndustries(chain);
            const own = all.filter((g) => industries.includes(g.industry));
            return {
              key: chain.key,
              name: chain.name,
              description: chain.description,
              count: count(own),
              average: averageOf(own, 'total'),
              max: summary(own).max,
              stages: stageFigures(own),
              links: chain.links.map((link) => {
                const ofLink = own.filter((g) => g.industry === link.industry);
                return {
                  name: link.name,
                  industryName: link.industry,
                  count: count(ofLink),
                  average: averageOf(ofLink, 'total'),
                };
              }),
              top: tops[i]!.map(ranked),
            };
          }),
        };
      });
    },

    wallChains: async ({ ctx }) =>
      (await parkChains(ctx.db)).map((chain) => ({ key: chain.key, name: chain.name, description: chain.description })),

    chain: async ({ params, query, ctx, request, reply }): Promise<BigscreenChain | FastifyReply> => {
      const system = await active(ctx.db, query.year);
      if (!system) {
        const chain = await parkChainOf(ctx.db, params.key);
        return {
          ...head(system, query.year),
          key: chain.key,
          name: chain.name,
          description: chain.description,
          parkCount: 0,
          parkAverage: 0,
          count: 0,
          average: 0,
          max: 0,
          histogram: [],
          stages: [],
          dimensions: [],
          links: [],
          list: [],
        };
      }
      const size = sizeOf(bigscreenContract.chain, query);
      return kept(
        { request, reply },
        ctx.tenantId,
        `chain|${params.key}|${String(size)}`,
        system,
        async (): Promise<BigscreenChain> => {
          // The park's drawing of the chain is read with the figures, inside the kept answer: a
          // wall's request costs the version read only, as the overview's does.
          const chain = await parkChainOf(ctx.db, params.key);
          const industries = chainIndustries(chain);
          const [all, top] = await Promise.all([
            groups(ctx.db, system.id, { industry: true, bucket: true }),
            topOf(ctx.db, system.id, { industries, size }),
          ]);
          const own = all.filter((g) => industries.includes(g.industry));
          const { count: n, average, max } = summary(own);
          return {
            ...head(system, query.year),
            key: chain.key,
            name: chain.name,
            description: chain.description,
            parkCount: count(all),
            parkAverage: averageOf(all, 'total'),
            count: n,
            average,
            max,
            histogram: histogram(own),
            stages: stageFigures(own),
            dimensions: dimensionAverages(own, await definitionOf(ctx.db, system.id)),
            links: chain.links
              .map((link) => {
                const ofLink = own.filter((g) => g.industry === link.industry);
                return { name: link.name, industryName: link.industry, ...summary(ofLink) };
              })
              .map(({ min: _min, ...rest }) => rest),
            list: top.map((r) => ({
              ...ranked(r),
              chainRank: r.place,
              link: linkOf(chain, r.industry_name),
              tech: r.tech,
              growth: r.growth,
              feature: r.feature,
            })),
          };
        },
      );
    },
  });
}
