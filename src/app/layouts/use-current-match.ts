import { useMatches } from 'react-router-dom';
import type { RouteParams } from '@/core/op-breadcrumbs';
import type { RouteEntry } from '@/core/route-types';

/** The deepest matched route that is a registry entry, with its path parameters. */
export function useCurrentMatch(): { entry: RouteEntry; params: RouteParams } | undefined {
  const match = useMatches()
    .slice()
    .reverse()
    .find((m) => m.handle !== undefined);
  return match ? { entry: match.handle as RouteEntry, params: match.params } : undefined;
}
