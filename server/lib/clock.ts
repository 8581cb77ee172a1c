/** ISO-8601 timestamps as stored in the database (text columns sort correctly on both dialects). */
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
