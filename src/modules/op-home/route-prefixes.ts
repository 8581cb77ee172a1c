import type { RoutePrefixes } from '@/core/route-types';

/** The operations centre (SPEC §6: /op): its screens load apart, in the op-routes.ts chunk (src/app/route-areas.ts). */
export const routePrefixes: RoutePrefixes = { 'op-routes.ts': ['/op'] };
