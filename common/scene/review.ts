import type { Permission } from '../permissions.js';
import { batchEndpoint, countsEndpoint, historyEndpoint, transitionEndpoint } from '../publish/contract.js';
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

/**
 * The three verdicts of a reviewed kind (a capability, a collected item): 通过, 不通过 and 退回修改,
 * under `path/pass|fail|back/:id`.
 */
export function auditEndpoints<
  L extends Lifecycle<string, string> & { transitions: Record<'PASS' | 'FAIL' | 'BACK', unknown> },
  const P extends Permission,
>(lifecycle: L, path: string, permission: P) {
  const noun = lifecycle.noun;
  return {
    pass: transitionEndpoint(lifecycle, 'PASS', { path: `${path}/pass/:id`, permission, summary: `${noun}审核通过（运营）`, message: '审核通过' }),
    fail: transitionEndpoint(lifecycle, 'FAIL', { path: `${path}/fail/:id`, permission, summary: `${noun}审核不通过（运营）`, message: '审核不通过' }),
    back: transitionEndpoint(lifecycle, 'BACK', { path: `${path}/back/:id`, permission, summary: `退回${noun}修改（运营）`, message: '已退回' }),
  };
}
