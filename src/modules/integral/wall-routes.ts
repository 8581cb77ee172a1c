import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { LG_ANALYSE, LG_CHAIN, LG_INDEX, LG_INDUS, LG_RANK, lgChainPath } from './bigscreen/paths';

/**
 * The score big-screen (SPEC §2 /lg): a wall display of the park's innovation score. Public: a
 * wall runs unattended, with nobody signed in, and shows what the portal's public top list shows
 * (common/integral/README.md, "Big-screen"). Each screen draws its own frame (no bars of the
 * portal) and is a lazy chunk; F2 comes with the first chart.
 */
const screen = routesOf('bigscreen');
// One chunk for the entries (pages/wall-page.tsx picks the screen), so they add little to the entry.
const wall = () => import('./bigscreen/pages/wall-page');

export const routes: RouteEntry[] = [
  screen.public(LG_INDEX, '积分总览', wall),
  screen.public(LG_RANK, '积分排行', wall),
  screen.public(LG_ANALYSE, '维度分析', wall),
  screen.public(LG_INDUS, '产业链概况', wall),
  // The spec's three chain screens; the chains on them, and any other the park draws
  // (LG_CHAIN), are the park's own: each screen is titled by the park's name of its chain.
  screen.public(lgChainPath('car'), '产业链详情', wall),
  screen.public(lgChainPath('equip'), '产业链详情', wall),
  screen.public(lgChainPath('electron'), '产业链详情', wall),
  // Opened by the route-coverage test with a chain every seeded park draws.
  screen.public(LG_CHAIN, '产业链详情', wall, { sample: { params: { key: 'electron' } } }),
];
