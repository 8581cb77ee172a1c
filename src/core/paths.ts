/**
 * Builds a concrete path from a route pattern: `pathTo('/op/orgAuditDetail/:type/:id', { type: 'ORG', id: 3 })`.
 * Optional segments (`:status?`) are dropped when no value is given. Screens never concatenate paths.
 */
export function pathTo(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const built = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`pathTo: missing parameter ${name} for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return built || '/';
}
