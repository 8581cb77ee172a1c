import type { Permission } from '../permissions.js';
import { batchEndpoint, countsEndpoint, historyEndpoint } from '../publish/contract.js';
import type { Lifecycle } from '../publish/lifecycle.js';

/**
 * The review endpoints every kind of 应用场景 has, made from its lifecycle: the tabs' counts, the
 * batch review of the desktop table and a record's history, under `path/…`.
 */
export function reviewEndpoints<S extends string, A extends string, const P extends Permission>(
  lifecycle: Lifecycle<S, A>,
  path: string,
  permission: P,
) {
  const noun = lifecycle.noun;
  return {
    counts: countsEndpoint(lifecycle, { path: `${path}/counts`, permission, summary: `各状态的${noun}数（运营）` }),
    batch: batchEndpoint(lifecycle, { path: `${path}/batch`, permission, summary: `批量审核${noun}（运营）` }),
    history: historyEndpoint({ path: `${path}/history/:id`, permission, summary: `${noun}的审核记录（运营）` }),
  };
}
