import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { stableKey, type QueryResource } from '@/ui/resource';
import { refreshSeconds } from './timing';

/**
 * A read the wall keeps fresh: fetched again every refresh interval (60 s by default, timing.ts)
 * while the previous answer stays on screen — no loading state between two answers, and a
 * failed refresh keeps the last figures (the header says so). Keyed like the resource's own
 * reads, so an action revalidating the resource reaches it too.
 */
export function useLive<A, T>(resource: QueryResource<A, T>, args: A) {
  const { search } = useLocation();
  const interval = refreshSeconds(search) * 1000;
  const swr = useSWR<T, Error>(
    [resource.key, stableKey(args ?? {}), args],
    ([, , a]: readonly [string, string, A]) => resource.fetch(a),
    {
      refreshInterval: interval,
      keepPreviousData: true,
      revalidateOnFocus: false,
      dedupingInterval: Math.min(interval, 2000),
    },
  );
  return { data: swr.data, error: swr.error, retry: () => void swr.mutate() };
}
