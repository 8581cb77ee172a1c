import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_KEY_META } from '@common/signature';
import { DEFAULT_TENANT } from '@common/tenant';
import type { OutboxItem } from './local-db';
import { outboxDb } from './local-stores';
import { discardItem, enqueue, flushOutbox, outboxFormData, outboxItems, pendingCount, REPLAY_MESSAGE, retryItem } from './outbox';
import { signIn, signOut } from './session';
import { setTenant } from './tenant';

const { publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const okEnvelope = (data: unknown) => json({ statusCode: 200, message: 'ok', data });

let fetchMock: ReturnType<typeof vi.fn>;
const user = (id: number) => ({ token: `tok-${String(id)}`, user: { id, name: 'x', phone: '1', roles: [{ rolename: '注册用户' }], orgId: null, orgType: null } });
const appeal = (label = '诉求：道路积水') =>
  enqueue({ kind: 'appeal', path: 'appeal/submit', body: { type: 'json', value: { title: 't' } }, label });
const headersOf = (call: number) => fetchMock.mock.calls[call]![1].headers as Record<string, string>;

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = PUBLIC_KEY_META;
  meta.content = publicKey.export({ type: 'spki', format: 'pem' }).toString().replace(/-----[^-]+-----|\s+/g, '');
  document.head.appendChild(meta);
});

beforeEach(async () => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setTenant({ ...DEFAULT_TENANT, id: 1 });
  await outboxDb.items.clear();
  signIn(user(7));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await signOut();
});

describe('outbox state machine', () => {
  it('sends with the idempotency key and keeps the answer once sent', async () => {
    fetchMock.mockResolvedValue(okEnvelope({ id: 12 }));
    const item = await appeal();
    expect(item).toMatchObject({ state: 'sent', result: { id: 12 }, attempts: 1, userId: 7, tenantId: 1 });
    expect(headersOf(0)['Idempotency-Key']).toBe(item.key);
    expect(headersOf(0).Authorization).toBe('Bearer tok-7');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/dpboot/appeal/submit?sysid=1');
  });

  it('keeps the item on a network failure and on a 5xx, and sends it later with the same key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const item = await appeal();
    expect(item.state).toBe('waiting');
    fetchMock.mockResolvedValueOnce(json({ statusCode: 503, message: '服务暂不可用', data: null }, 503));
    await flushOutbox();
    expect((await outboxDb.items.get(item.key))?.state).toBe('waiting');
    fetchMock.mockResolvedValueOnce(okEnvelope({ id: 3 }));
    await flushOutbox();
    expect(await outboxDb.items.get(item.key)).toMatchObject({ state: 'sent', attempts: 3, result: { id: 3 } });
    expect(new Set([0, 1, 2].map((i) => headersOf(i)['Idempotency-Key']))).toEqual(new Set([item.key]));
  });

  it('marks a 4xx and a business error failed with the server message; retry sends again, discard removes', async () => {
    fetchMock.mockResolvedValueOnce(json({ statusCode: 400, message: '请填写诉求标题', data: null }, 400));
    const rejected = await appeal();
    expect(rejected).toMatchObject({ state: 'failed', error: '请填写诉求标题' });
    fetchMock.mockResolvedValueOnce(json({ statusCode: 400, message: '诉求内容过短', data: null }));
    const business = await appeal('诉求：二');
    expect(business).toMatchObject({ state: 'failed', error: '诉求内容过短' });
    // Failed items stay failed until the person acts.
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockResolvedValueOnce(okEnvelope({ id: 5 }));
    await retryItem(rejected.key);
    const retried = await outboxDb.items.get(rejected.key);
    expect(retried?.state).toBe('sent');
    expect(retried?.error).toBeUndefined();
    await discardItem(business.key);
    expect(await outboxDb.items.get(business.key)).toBeUndefined();
  });

  it('retries time-outs and rate limits like a 5xx', async () => {
    fetchMock.mockResolvedValueOnce(json({ statusCode: 429, message: '太频繁', data: null }, 429));
    expect((await appeal()).state).toBe('waiting');
  });

  it('runs one flush at a time: items are never sent twice by overlapping flushes', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await appeal('a');
    await appeal('b');
    fetchMock.mockReset();
    let inFlight = 0;
    let most = 0;
    fetchMock.mockImplementation(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 20));
      inFlight -= 1;
      return okEnvelope({ id: 1 });
    });
    await Promise.all([flushOutbox(), flushOutbox(), flushOutbox()]);
    expect(most).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await outboxItems()).map((i) => i.state)).toEqual(['sent', 'sent']);
  });

  it('stops a flush at the first network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await appeal('a');
    await appeal('b');
    fetchMock.mockClear();
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves an item the worker queued (202 + marker) to the worker while it controls the page', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: { postMessage } } });
    fetchMock.mockResolvedValue(json({ statusCode: 202, message: '已转交后台发送', data: null }, 202, { 'X-Outbox-Queued': '1' }));
    const item = await appeal();
    expect(item.state).toBe('worker');
    expect(postMessage).toHaveBeenCalledWith({ type: REPLAY_MESSAGE });
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The worker settles it in the same database; a late page update never undoes that.
    await outboxDb.items.update(item.key, { state: 'sent', result: { id: 9 } });
    await flushOutbox();
    expect(await outboxDb.items.get(item.key)).toMatchObject({ state: 'sent', result: { id: 9 } });
  });

  it('takes worker items back when no worker controls the page any more', async () => {
    const item: OutboxItem = {
      key: 'k-worker-1', kind: 'appeal', path: 'appeal/submit', body: { type: 'json', value: {} }, label: 'x',
      userId: 7, tenantId: 1, createdAt: Date.now(), attempts: 1, state: 'worker',
    };
    await outboxDb.items.put(item);
    fetchMock.mockResolvedValue(okEnvelope({ id: 4 }));
    await flushOutbox();
    expect(headersOf(0)['Idempotency-Key']).toBe('k-worker-1');
    expect((await outboxDb.items.get('k-worker-1'))?.state).toBe('sent');
  });

  it('takes back a worker item older than the worker keeps its queue, even with a worker in control', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: { postMessage: vi.fn() } } });
    const old = Date.now() - 8 * 24 * 3600_000;
    const base = { kind: 'appeal' as const, path: 'appeal/submit', body: { type: 'json' as const, value: {} }, label: 'x', userId: 7, tenantId: 1, attempts: 1, state: 'worker' as const };
    await outboxDb.items.bulkPut([
      { ...base, key: 'k-old-worker', createdAt: old, updatedAt: old },
      { ...base, key: 'k-new-worker', createdAt: Date.now(), updatedAt: Date.now() },
    ]);
    fetchMock.mockResolvedValue(okEnvelope({ id: 6 }));
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(0)['Idempotency-Key']).toBe('k-old-worker');
    expect((await outboxDb.items.get('k-new-worker'))?.state).toBe('worker');
  });

  it('deletes page views once sent, and sends them without a token once their owner left', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const view = await enqueue({ kind: 'pageview', path: 'config/pagestatis/save', body: { type: 'json', value: { url: '/index' } }, label: '访问' });
    expect(view.state).toBe('waiting');
    signIn(user(8));
    fetchMock.mockResolvedValue(okEnvelope(null));
    await flushOutbox();
    expect(headersOf(1).Authorization).toBeUndefined();
    expect(await outboxDb.items.get(view.key)).toBeUndefined();
  });

  it("lists the signed-in person's items of this park only, and keeps another person's appeal until they return", async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const mine = await appeal('mine');
    signIn(user(8));
    expect(await outboxItems()).toEqual([]);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(okEnvelope({ id: 1 }));
    await flushOutbox();
    expect(fetchMock).not.toHaveBeenCalled();
    signIn(user(7));
    expect((await outboxItems('appeal')).map((i) => i.key)).toEqual([mine.key]);
    await flushOutbox();
    expect(headersOf(0).Authorization).toBe('Bearer tok-7');
  });

  it("never sends another park's waiting items: they go from a page of their own park", async () => {
    setTenant({ ...DEFAULT_TENANT, id: 2 });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const theirs = await appeal('park 2');
    const view = await enqueue({ kind: 'pageview', path: 'config/pagestatis/save', body: { type: 'json', value: { url: '/index' } }, label: '访问' });
    expect([theirs.tenantId, view.tenantId]).toEqual([2, 2]);
    setTenant({ ...DEFAULT_TENANT, id: 1 });
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(okEnvelope({ id: 1 }));
    await flushOutbox();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await pendingCount()).toBe(0);
    expect(await outboxItems()).toEqual([]);
    expect((await outboxDb.items.get(theirs.key))?.state).toBe('waiting');
    setTenant({ ...DEFAULT_TENANT, id: 2 });
    await flushOutbox();
    expect(fetchMock.mock.calls.map((c) => c[0] as string).sort()).toEqual([
      '/api/dpboot/appeal/submit?sysid=2',
      '/api/dpboot/config/pagestatis/save?sysid=2',
    ]);
    expect((await outboxDb.items.get(theirs.key))?.state).toBe('sent');
  });

  it('sends multipart items as form data with their files', () => {
    const form = outboxFormData({
      type: 'multipart',
      fields: { title: '积水', lng: '120.1' },
      files: [{ field: 'photos', name: 'a.jpg', type: 'image/jpeg', blob: new Blob(['jpg'], { type: 'image/jpeg' }) }],
    });
    expect(form.get('title')).toBe('积水');
    expect((form.get('photos') as File).name).toBe('a.jpg');
  });

  it('fails an item whose stored files cannot be read back, instead of retrying it forever', async () => {
    const item: OutboxItem = {
      key: 'k-broken-1', kind: 'appeal', path: 'appeal/submit', label: 'x', userId: 7, tenantId: 1, createdAt: Date.now(), attempts: 0, state: 'waiting',
      body: { type: 'multipart', fields: {}, files: [{ field: 'photos', name: 'a.jpg', type: 'image/jpeg', blob: {} as Blob }] },
    };
    await outboxDb.items.put(item);
    await flushOutbox();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await outboxDb.items.get('k-broken-1')).toMatchObject({ state: 'failed', error: '附件已无法读取，请重新填写' });
  });
});
