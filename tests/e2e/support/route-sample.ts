import type { RouteSample, SampleValue } from '../../../src/core/route-types.js';
import type { SignedApi } from './api.js';
import { PATH_PARAM as PARAM, requiredParams } from '../../../src/core/route-params.js';

/**
 * Reads a route entry's `sample` (RouteSample in src/core/route-types.ts): the concrete URL the
 * route-coverage test opens for a route with path parameters.
 */

export { requiredParams };

/** The value at a dotted field path; a missing field, or one under a missing or null object, reads as null. */
export function fieldOf(item: unknown, fieldPath: string): unknown {
  let value = item;
  for (const key of fieldPath.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value ?? null;
}

/** Whether an item passes a sample's `where`: each listed field holds one of its values. */
export const passes = (item: unknown, where: RouteSample['where'] = {}): boolean =>
  Object.entries(where).every(([fieldPath, allowed]) =>
    allowed.includes(fieldOf(item, fieldPath) as SampleValue),
  );

/**
 * The URL (under the /innoweb base) a sample opens for a route path. `api` is called only when
 * the sample reads a list. Optional parameters are left out unless `params` fixes them.
 */
export async function sampleUrl(
  path: string,
  sample: RouteSample,
  api: () => Promise<SignedApi>,
): Promise<string> {
  const where = `the sample of ${path}`;
  const params = [...path.matchAll(PARAM)].map((match) => match[1]!);
  for (const key of [...Object.keys(sample.fields ?? {}), ...Object.keys(sample.params ?? {})])
    if (!params.includes(key))
      throw new Error(`${where} names :${key}, which is not a parameter of the path`);

  const fixed = sample.params ?? {};
  const fromItem = requiredParams(path).filter((param) => fixed[param] === undefined);
  let item: unknown = null;
  if (fromItem.length > 0) {
    if (!sample.list)
      throw new Error(`${where} has neither a list nor a fixed value for :${fromItem.join(', :')}`);
    const signed = await api();
    type Answer = { list?: unknown[] } | null;
    const answer = sample.body
      ? await signed.post<Answer>(sample.list, sample.body)
      : await signed.get<Answer>(sample.list);
    const items = answer?.list ?? [];
    item = items.find((candidate) => passes(candidate, sample.where));
    if (item === undefined) {
      const condition = sample.where ? ` passing ${JSON.stringify(sample.where)}` : '';
      throw new Error(`${where}: ${sample.list} lists no item${condition} (${String(items.length)} listed)`);
    }
  }

  const valueOf = (param: string): string => {
    const value = fixed[param] ?? fieldOf(item, sample.fields?.[param] ?? 'id');
    if (value === null || typeof value === 'object')
      throw new Error(
        `${where}: the item of ${sample.list ?? '(no list)'} has no ${sample.fields?.[param] ?? 'id'} for :${param}: ${JSON.stringify(item)}`,
      );
    return encodeURIComponent(String(value as string | number | boolean));
  };
  const filled = path.replace(PARAM, (_match, param: string, optional?: string) =>
    optional && fixed[param] === undefined ? '' : `/${valueOf(param)}`,
  );
  return filled + (sample.query ?? '');
}
