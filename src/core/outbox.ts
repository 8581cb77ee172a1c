import { EnvelopeError, HttpResponseError, QueuedByWorkerError, request } from './http';
import { quietly, type OutboxBody, type OutboxItem, type OutboxKind, type OutboxState } from './local-db';
import { outboxDb } from './local-stores';
import { currentUser, subscribeSession } from './session';
import { sysId } from './tenant';

export type { OutboxBody, OutboxFile, OutboxItem, OutboxKind, OutboxState } from './local-db';

/**
 * The outbox (DESIGN §5): page-view records and appeals are stored in Dexie first, then sent with
 * an idempotency key the server deduplicates on. A network failure or 5xx keeps the item; a 4xx or
 * business error marks it failed with the server's message. When a service worker controls the
 * page and the network is gone, the worker takes the request into its background-sync queue
 * (202 + marker): the item becomes 'worker' and the page leaves it to the worker, which settles it
 * in this same database. One flush at a time (across tabs too where Web Locks exist).
 */

/**
 * How long sent appeals stay listed (sent and failed page views go at once: nobody looks at them),
 * and how long the worker's queue holds a request (its retention, sw/outbox-queue.ts).
 */
const KEEP_SENT_MS = 7 * 24 * 3600_000;
/** Page views waiting beyond this many are dropped oldest first: statistics must not fill the disk. */
const MAX_WAITING_PAGEVIEWS = 500;
/** Retried later, like a 5xx: time-outs and rate limits. */
const TRANSIENT = new Set([408, 425, 429]);
/** The worker's message that asks it to replay its queue now (Chrome's own retries are minutes apart). */
export const REPLAY_MESSAGE = 'outbox-replay';

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const me = () => currentUser()?.id ?? null;

/** Items the page may send now: of this park, and the signed-in person's or nobody's. */
function sendable(item: OutboxItem): boolean {
  if (item.tenantId !== sysId()) return false;
  // A page view is statistics: it goes without the token when its owner is not signed in.
  return item.kind === 'pageview' || item.userId === null || item.userId === me();
}

/** The multipart body of an item as the server wants it. */
export function outboxFormData(body: Extract<OutboxBody, { type: 'multipart' }>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  for (const file of body.files) {
    if (!(file.blob instanceof Blob)) throw new TypeError(`附件 ${file.name} 无法读取`);
    form.append(file.field, new File([file.blob], file.name, { type: file.type || file.blob.type }), file.name);
  }
  return form;
}

async function serverMessage(response: Response): Promise<string> {
  try {
    const envelope = (await response.clone().json()) as { message?: unknown };
    if (typeof envelope.message === 'string' && envelope.message) return envelope.message;
  } catch {
    // not an envelope
  }
  return `发送失败（HTTP ${String(response.status)}）`;
}

type Outcome = 'sent' | 'worker' | 'failed' | 'retry';

/** Sets the fields when the item is still in one of these states (the worker may have settled it). */
async function updateIf(key: string, states: OutboxState[], changes: Partial<OutboxItem>): Promise<void> {
  await outboxDb.transaction('rw', outboxDb.items, async () => {
    const current = await outboxDb.items.get(key);
    if (current && states.includes(current.state)) await outboxDb.items.update(key, { ...changes, updatedAt: Date.now() });
  });
}

async function settleSent(item: OutboxItem, result: unknown): Promise<void> {
  if (item.kind === 'pageview') await outboxDb.items.delete(item.key);
  else await updateIf(item.key, ['sending', 'waiting', 'worker'], { state: 'sent', result, error: undefined });
}

async function settleFailed(item: OutboxItem, error: string): Promise<void> {
  if (item.kind === 'pageview') await outboxDb.items.delete(item.key);
  else await updateIf(item.key, ['sending', 'waiting', 'worker'], { state: 'failed', error });
}

/** One attempt; the caller holds the flush. */
async function sendItem(item: OutboxItem): Promise<Outcome> {
  await outboxDb.items.update(item.key, { state: 'sending', attempts: item.attempts + 1, updatedAt: Date.now() });
  const body = item.body;
  let payload: { body: unknown } | { multipart: FormData };
  try {
    payload = body.type === 'json' ? { body: body.value } : { multipart: outboxFormData(body) };
  } catch {
    // The stored files cannot be read back (storage evicted, browser quirk): sending cannot help.
    await settleFailed(item, '附件已无法读取，请重新填写');
    return 'failed';
  }
  try {
    const data = await request<unknown>(item.path, {
      base: 'dpboot',
      method: 'POST',
      ...payload,
      idempotencyKey: item.key,
      // Someone else signed in meanwhile: the record goes without their token.
      anonymous: item.userId !== null && item.userId !== me(),
      silent: true,
    });
    await settleSent(item, data);
    return 'sent';
  } catch (error) {
    if (error instanceof QueuedByWorkerError) {
      await updateIf(item.key, ['sending'], { state: 'worker' });
      return 'worker';
    }
    const status =
      error instanceof HttpResponseError ? error.response.status : error instanceof EnvelopeError ? error.envelope.statusCode : 0;
    if (status >= 400 && status < 500 && !TRANSIENT.has(status)) {
      const message =
        error instanceof HttpResponseError ? await serverMessage(error.response) : (error as EnvelopeError).message;
      await settleFailed(item, message || '发送失败');
      return 'failed';
    }
    // Network gone, time-out, 5xx: keep it for the next flush.
    await updateIf(item.key, ['sending'], { state: 'waiting' });
    return 'retry';
  }
}

function hasController(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
}

function askWorkerToReplay(): void {
  if (hasController()) navigator.serviceWorker.controller?.postMessage({ type: REPLAY_MESSAGE });
}

/** Housekeeping: stale sends, the worker's items once no worker controls the page, old sent items. */
async function tidy(): Promise<void> {
  const now = Date.now();
  // 'sending' found at the start of a flush was cut short (page closed, tab crashed).
  await outboxDb.items.where('state').equals('sending').modify({ state: 'waiting' });
  // Unregistered worker: its queue is gone, so the page sends them (the server dedupes). The
  // worker also drops what it held longer than a week: the page sends that, freshly signed.
  const workerGaveUp = (item: OutboxItem) => !hasController() || now - (item.updatedAt ?? item.createdAt) > KEEP_SENT_MS;
  await outboxDb.items.where('state').equals('worker').filter(workerGaveUp).modify({ state: 'waiting' });
  await outboxDb.items
    .where('state')
    .equals('sent')
    .filter((item) => item.kind === 'pageview' || now - (item.updatedAt ?? item.createdAt) > KEEP_SENT_MS)
    .delete();
  const pageviews = await outboxDb.items.where('kind').equals('pageview').sortBy('createdAt');
  const excess = pageviews.filter((item) => item.state === 'waiting').length - MAX_WAITING_PAGEVIEWS;
  if (excess > 0) {
    const oldest = pageviews.filter((item) => item.state === 'waiting').slice(0, excess);
    await outboxDb.items.bulkDelete(oldest.map((item) => item.key));
  }
}

async function flushOnce(): Promise<void> {
  await tidy();
  const due = (await outboxDb.items.where('state').equals('waiting').sortBy('createdAt')).filter(sendable);
  for (const item of due) {
    // The network or the server is down: the rest would fail the same way.
    if ((await sendItem(item)) === 'retry') break;
  }
  if ((await outboxDb.items.where('state').equals('worker').count()) > 0) askWorkerToReplay();
}

async function exclusively(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request('innoweb-outbox', work);
  else await work();
}

let running: Promise<void> | null = null;
let again = false;

/** Sends what waits, one flush at a time: a call during a flush runs one more after it. */
export function flushOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await quietly(() => exclusively(flushOnce));
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

/**
 * Stores the item, then tries to send it; resolves with the item once that first attempt settled
 * (state 'sent' with `result`, 'waiting', 'worker' or 'failed' with `error`).
 */
export async function enqueue(input: {
  kind: OutboxKind;
  path: string;
  body: OutboxBody;
  label: string;
  key?: string;
}): Promise<OutboxItem> {
  const now = Date.now();
  const item: OutboxItem = {
    key: input.key ?? randomKey(),
    kind: input.kind,
    path: input.path,
    body: input.body,
    label: input.label,
    userId: me(),
    tenantId: sysId(),
    createdAt: now,
    updatedAt: now,
    attempts: 0,
    state: 'waiting',
  };
  if ((await quietly(() => outboxDb.items.put(item))) === undefined) {
    // No local storage (private mode, some webviews): one attempt straight away, nothing kept.
    return sendWithoutStorage(item);
  }
  await flushOutbox();
  return (await quietly(() => outboxDb.items.get(item.key))) ?? { ...item, state: 'sent' };
}

async function sendWithoutStorage(item: OutboxItem): Promise<OutboxItem> {
  const body = item.body;
  try {
    const result = await request<unknown>(item.path, {
      base: 'dpboot',
      method: 'POST',
      ...(body.type === 'json' ? { body: body.value } : { multipart: outboxFormData(body) }),
      idempotencyKey: item.key,
      silent: true,
    });
    return { ...item, attempts: 1, state: 'sent', result };
  } catch (error) {
    if (error instanceof QueuedByWorkerError) return { ...item, attempts: 1, state: 'worker' };
    const message = error instanceof EnvelopeError ? error.message : '网络不可用，请稍后重试';
    return { ...item, attempts: 1, state: 'failed', error: message };
  }
}

/** A failed item goes back to waiting and is sent again. */
export async function retryItem(key: string): Promise<void> {
  await quietly(() => updateIf(key, ['failed'], { state: 'waiting', error: undefined }));
  await flushOutbox();
}

/** Removes the item. One the worker already holds ('worker') is still delivered by the worker. */
export async function discardItem(key: string): Promise<void> {
  await quietly(() => outboxDb.items.delete(key));
}

/** The signed-in person's items of this park (or nobody's when nobody is signed in), newest first. */
export async function outboxItems(kind?: OutboxKind): Promise<OutboxItem[]> {
  const tenantId = sysId();
  const owner = me();
  const items = await quietly(() =>
    outboxDb.items
      .orderBy('createdAt')
      .reverse()
      .filter((item) => item.tenantId === tenantId && item.userId === owner && (kind === undefined || item.kind === kind))
      .toArray(),
  );
  return items ?? [];
}

/** Items still on their way (waiting, sending or held by the worker), of every owner of this park. */
export async function pendingCount(kind?: OutboxKind): Promise<number> {
  const tenantId = sysId();
  const count = await quietly(() =>
    outboxDb.items
      .where('state')
      .anyOf('waiting', 'sending', 'worker')
      .filter((item) => item.tenantId === tenantId && (kind === undefined || item.kind === kind))
      .count(),
  );
  return count ?? 0;
}

const RETRY_EVERY_MS = 20_000;

/**
 * Flushes at start, when the browser comes back online, when the page becomes visible, after a
 * login, and every 20 s while something waits. Returns the function that stops it (tests).
 */
export function startOutbox(): () => void {
  const flush = () => void flushOutbox();
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('controllerchange', flush);
  const unsubscribe = subscribeSession(flush);
  const timer = setInterval(() => {
    void pendingCount().then((count) => {
      if (count > 0) flush();
    });
  }, RETRY_EVERY_MS);
  flush();
  return () => {
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('controllerchange', flush);
    unsubscribe();
    clearInterval(timer);
  };
}
