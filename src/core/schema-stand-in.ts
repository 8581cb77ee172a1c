/**
 * What the web app's build puts in place of TypeBox (vite.config.ts `resolve.alias`). The web app
 * takes from a contract (common/<area>/contract.ts) only its method, path and base, and its types
 * from the schemas at compile time; the schemas themselves validate on the server. TypeBox's
 * builders would add ~20 KB gzip to the first screens for nothing, so here every builder makes an
 * empty object. A contract must therefore not read its schemas while it loads.
 */
const schema = (): object => ({});

export const Type: Record<string, typeof schema> = new Proxy({}, { get: () => schema });
