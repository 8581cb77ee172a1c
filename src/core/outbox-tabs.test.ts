import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_KEY_META } from '@common/signature';
import { DEFAULT_TENANT } from '@common/tenant';
import type { OutboxItem } from './local-db';
import { outboxDb } from './local-stores';

/**
 * The outbox across tabs and restarts: an item a crashed tab left in 'sending' is sent again,
 * exactly once, however many tabs start at the same time. Each tab is its own copy of the modules
 * (its own memory, its own Dexie connection) on the one shared IndexedDB, and the tabs share the
 * origin's Web Locks, as in a browser (the test DOM has none: FakeLocks stands in for them).
 */

const { publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const okEnvelope = (data: unknown) => json({ statusCode: 200, message: 'ok', data });
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exclusive locks by name, granted in request order, released when the callback settles. */
class FakeLocks {
  private tails = new Map<string, Promise<unknown>>();
  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const result = previous.then(callback, callback);
    this.tails.set(
      name,
      result.catch(() => undefined),
    );
    return result;
  }
}

let fetchMock: ReturnType<typeof vi.fn>;
const user = {
  token: 'tok-7',
  user: { id: 7, name: 'x', phone: '1', roles: [{ rolename: '注册用户' }], orgId: null, orgType: null },
};
const keysSent = () =>
  fetchMock.mock.calls.map((call) => (call[1].headers as Record<string, string>)['Idempotency-Key']);

/** A freshly loaded page of park 1 with user 7 signed in: its own outbox module. */
async function openTab() {
  vi.resetModules();
  const outbox = await import('./outbox');
  const { setTenant } = await import('./tenant');
  const { signIn } = await import('./session');
  setTenant({ ...DEFAULT_TENANT, id: 1 });
  signIn(user);
  return outbox;
}

const left = (key: string, state: OutboxItem['state']): OutboxItem => ({
  key,
  kind: 'appeal',
  path: 'appeal/submit',
  body: { type: 'json', value: { title: 't' } },
  label: '诉求',
  userId: 7,
  tenantId: 1,
  createdAt: Date.now() - 60_000,
  updatedAt: Date.now() - 60_000,
  attempts: 1,
  state,
});

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = PUBLIC_KEY_META;
  meta.content = publicKey
    .export({ type: 'spki', format: 'pem' })
    .toString()
    .replace(/-----[^-]+-----|\s+/g, '');
  document.head.appendChild(meta);
});

beforeEach(async () => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { ...navigator, locks: new FakeLocks() });
  await outboxDb.items.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('outbox across tabs', () => {
  it("sends an item a crashed tab left in 'sending' once the page is opened again, and only once", async () => {
    await outboxDb.items.put(left('k-crashed', 'sending'));
    const tab = await openTab();
    fetchMock.mockResolvedValue(okEnvelope({ id: 21 }));
    await tab.flushOutbox();
    expect(keysSent()).toEqual(['k-crashed']);
    expect(await outboxDb.items.get('k-crashed')).toMatchObject({
      state: 'sent',
      attempts: 2,
      result: { id: 21 },
    });
    await tab.flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends it once when two tabs open at the same moment and both recover it', async () => {
    await outboxDb.items.put(left('k-crashed', 'sending'));
    const tabs = [await openTab(), await openTab()];
    fetchMock.mockImplementation(async () => {
      await later(20);
      return okEnvelope({ id: 22 });
    });
    await Promise.all(tabs.map((tab) => tab.flushOutbox()));
    expect(keysSent()).toEqual(['k-crashed']);
    expect(await outboxDb.items.get('k-crashed')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('does not take over an item another tab is sending right now', async () => {
    await outboxDb.items.put(left('k-waiting', 'waiting'));
    // A worker controls the pages and takes the request into its queue: the item is then its to send.
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: { postMessage: vi.fn() } } });
    const [first, second] = [await openTab(), await openTab()];
    const queued = () =>
      json({ statusCode: 202, message: '已转交后台发送', data: null }, 202, { 'X-Outbox-Queued': '1' });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async () => queued());
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sending = first.flushOutbox();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((await outboxDb.items.get('k-waiting'))?.state).toBe('sending');
    const other = second.flushOutbox();
    await later(20);
    answer(queued());
    await Promise.all([sending, other]);
    expect(keysSent()).toEqual(['k-waiting']);
    expect((await outboxDb.items.get('k-waiting'))?.state).toBe('worker');
  });
});
