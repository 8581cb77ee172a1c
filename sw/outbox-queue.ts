import { Queue } from 'workbox-background-sync';
import { IDEMPOTENCY_HEADER, QUEUED_HEADER } from '../src/core/local-db';
import { outboxDb } from '../src/core/local-stores';
import { backgroundSyncBroken } from './routes';

/**
 * The worker's half of the outbox (DESIGN §5). An outbox POST that cannot reach the network goes
 * into a background-sync queue and the page gets 202 + the queued marker, so it marks its item
 * 'worker' and does not send it again. A replay settles the page's item in the same Dexie outbox:
 * sent, or failed with the server's message; a network failure or 5xx keeps it queued. The server
 * deduplicates on the idempotency key, so a replay cut short by a dying server is harmless.
 */

/** As long as the server accepts an outbox signature (server/plugins/signature.ts), in minutes. */
const RETENTION_MINUTES = 7 * 24 * 60;
const TRANSIENT = new Set([408, 425, 429]);

interface Envelope {
  statusCode?: unknown;
  message?: unknown;
  data?: unknown;
}

async function envelopeOf(response: Response): Promise<Envelope | null> {
  try {
    return (await response.clone().json()) as Envelope;
  } catch {
    return null;
  }
}

/** Writes the outcome into the page's outbox item (absent when the page never stored or discarded it). */
export async function settleItem(key: string | null, response: Response): Promise<void> {
  if (!key) return;
  const envelope = await envelopeOf(response);
  const sent = response.ok && envelope?.statusCode === 200;
  const message =
    typeof envelope?.message === 'string' && envelope.message ? envelope.message : `发送失败（HTTP ${String(response.status)}）`;
  await outboxDb.transaction('rw', outboxDb.items, async () => {
    const item = await outboxDb.items.get(key);
    if (!item) return;
    if (item.kind === 'pageview') {
      await outboxDb.items.delete(key);
      return;
    }
    const changes = sent ? { state: 'sent' as const, result: envelope?.data, error: undefined } : { state: 'failed' as const, error: message };
    await outboxDb.items.update(key, { ...changes, attempts: item.attempts + 1, updatedAt: Date.now() });
  });
}

let replaying: Promise<void> | null = null;

/** Replays the queue oldest first, one replay at a time; rejects when something had to stay. */
export function replayQueue(queue: Queue): Promise<void> {
  replaying ??= (async () => {
    try {
      for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
        let response: Response;
        try {
          response = await fetch(entry.request.clone());
        } catch (error) {
          await queue.unshiftRequest(entry);
          throw error;
        }
        if (response.status >= 500 || TRANSIENT.has(response.status)) {
          await queue.unshiftRequest(entry);
          throw new Error(`outbox replay: HTTP ${String(response.status)}`);
        }
        await settleItem(entry.request.headers.get(IDEMPOTENCY_HEADER), response);
      }
    } finally {
      replaying = null;
    }
  })();
  return replaying;
}

export function createOutboxQueue(scope: ServiceWorkerGlobalScope): Queue {
  return new Queue('innoweb-outbox', {
    maxRetentionTime: RETENTION_MINUTES,
    forceSyncFallback: backgroundSyncBroken(scope.navigator.userAgent),
    // Chrome retries a failed sync after minutes: the page's messages replay sooner.
    onSync: ({ queue }) => replayQueue(queue),
  });
}

/** What the page gets for a request the worker queued: it must not send that item itself. */
export function queuedResponse(): Response {
  const body = JSON.stringify({ statusCode: 202, message: '网络不可用，已转入后台待发送', data: null });
  return new Response(body, { status: 202, headers: { 'content-type': 'application/json; charset=utf-8', [QUEUED_HEADER]: '1' } });
}

/** An outbox POST: straight to the network, else into the queue (once per idempotency key). */
export async function sendOrQueue(queue: Queue, request: Request): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const key = copy.headers.get(IDEMPOTENCY_HEADER);
    const queued = await queue.getAll();
    if (!queued.some((entry) => entry.request.headers.get(IDEMPOTENCY_HEADER) === key)) await queue.pushRequest({ request: copy });
    return queuedResponse();
  }
}
