/** A record id from the query string (?id=), or null when it is not one. */
export const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);
