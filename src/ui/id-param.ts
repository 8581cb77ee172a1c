import { useSearchParams } from 'react-router-dom';

/** A record id from a URL text (?id=, a path parameter), or null when it is not one. */
export const idOf = (raw: string | null | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** The screen's ?id=: `raw` as written (null when absent), `id` when it names a record. */
export function useIdParam(): { raw: string | null; id: number | null } {
  const [search] = useSearchParams();
  const raw = search.get('id');
  return { raw, id: idOf(raw) };
}
