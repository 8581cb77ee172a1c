import type { Envelope } from '../../common/envelope.js';
import type { TestApp } from './app.js';
import type { TestUser } from './fixtures.js';

/** The hostname of a test park: 1 on localhost, 2 on demo2.localhost (insertTwoTenants). */
export const parkHost = (tenant: number) => (tenant === 1 ? 'localhost' : 'demo2.localhost');

/** An API answer as the tests read it: the envelope of SPEC §3. */
export type Answer<T = unknown> = Envelope<T>;

/** Calls the API as `user` (anonymous when undefined) in the given park; the raw answer (a file, a workbook). */
export function send(
  w: { t: TestApp },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  user?: TestUser,
  payload?: Record<string, unknown>,
  tenant: 1 | 2 = 1,
) {
  return w.t.app.inject({
    method,
    url,
    headers: { ...w.t.sign(tenant, user?.token), host: parkHost(tenant) },
    ...(payload ? { payload } : {}),
  });
}

/** Calls the API as `user` (anonymous when undefined) in the given park; the HTTP status and envelope. */
export async function call<T = unknown>(...args: Parameters<typeof send>): Promise<{ http: number; body: Answer<T> }> {
  const res = await send(...args);
  return { http: res.statusCode, body: res.json<Answer<T>>() };
}
