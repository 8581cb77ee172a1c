import 'fake-indexeddb/auto';
import type { Queue } from 'workbox-background-sync';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../src/core/local-db';
import { outboxDb } from '../src/core/local-stores';
import { queuedResponse, replayQueue, settleItem } from './outbox-queue';

interface Entry {
  request: Request;
  timestamp?: number;
}

/** The part of workbox's Queue the replay uses, in memory. */
function fakeQueue(keys: string[]): Queue & { entries: Entry[] } {
  const entries: Entry[] = keys.map((key) => ({
    request: new Request('https://park.example.cn/api/dpboot/appeal/submit?sysid=1', { method: 'POST', headers: { 'Idempotency-Key': key }, body: '{}' }),
  }));
  return {
    entries,
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry: Entry) => void entries.unshift(entry),
  } as unknown as Queue & { entries: Entry[] };
}

const item = (key: string, kind: OutboxItem['kind'] = 'appeal'): OutboxItem => ({
  key, kind, path: 'appeal/submit', body: { type: 'json', value: {} }, label: key, userId: 1, tenantId: 1, createdAt: Date.now(), attempts: 1, state: 'worker',
});
const envelope = (statusCode: number, data: unknown = null, status = 200) =>
  new Response(JSON.stringify({ statusCode, message: statusCode === 200 ? 'ok' : '诉求标题不能为空', data }), { status });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await outboxDb.items.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the worker's outbox queue", () => {
  it('answers a queued request with 202 and the marker', async () => {
    const response = queuedResponse();
    expect(response.status).toBe(202);
    expect(response.headers.get('X-Outbox-Queued')).toBe('1');
  });

  it("settles the page's item: sent with the answer, failed with the message, page views removed", async () => {
    await outboxDb.items.bulkPut([item('a'), item('b'), item('v', 'pageview')]);
    await settleItem('a', envelope(200, { id: 12 }));
    await settleItem('b', envelope(400, null, 400));
    await settleItem('v', envelope(200));
    await settleItem('unknown', envelope(200));
    expect(await outboxDb.items.get('a')).toMatchObject({ state: 'sent', result: { id: 12 } });
    expect(await outboxDb.items.get('b')).toMatchObject({ state: 'failed', error: '诉求标题不能为空' });
    expect(await outboxDb.items.get('v')).toBeUndefined();
  });

  it('replays oldest first; a network failure or 5xx puts the request back and stops', async () => {
    await outboxDb.items.bulkPut([item('k1'), item('k2'), item('k3')]);
    const queue = fakeQueue(['k1', 'k2', 'k3']);
    fetchMock.mockResolvedValueOnce(envelope(200, { id: 1 })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(replayQueue(queue)).rejects.toThrow();
    expect(queue.entries.map((e) => e.request.headers.get('Idempotency-Key'))).toEqual(['k2', 'k3']);
    expect((await outboxDb.items.get('k1'))?.state).toBe('sent');
    expect((await outboxDb.items.get('k2'))?.state).toBe('worker');

    fetchMock.mockResolvedValueOnce(envelope(503, null, 503));
    await expect(replayQueue(queue)).rejects.toThrow('HTTP 503');
    expect(queue.entries).toHaveLength(2);

    fetchMock.mockResolvedValueOnce(envelope(400, null, 400)).mockResolvedValueOnce(envelope(200, { id: 3 }));
    await replayQueue(queue);
    expect(queue.entries).toHaveLength(0);
    expect((await outboxDb.items.get('k2'))?.state).toBe('failed');
    expect((await outboxDb.items.get('k3'))?.state).toBe('sent');
  });

  it('runs one replay at a time', async () => {
    const queue = fakeQueue(['x1', 'x2']);
    fetchMock.mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, 10));
      return envelope(200);
    });
    await Promise.all([replayQueue(queue), replayQueue(queue), replayQueue(queue)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
