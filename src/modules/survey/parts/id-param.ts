import { useSearchParams } from 'react-router-dom';

/** The screen's ?id=: `raw` as written (null when absent), `id` when it is a record's number. */
export function useIdParam(): { raw: string | null; id: number | null } {
  const [search] = useSearchParams();
  const raw = search.get('id');
  return { raw, id: raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null };
}
