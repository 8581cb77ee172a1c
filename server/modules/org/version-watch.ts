import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { lazyRequire } from '../../lib/lazy-require.js';
import type { VersionSource } from './version-sqlite.js';

/** The PostgreSQL driver, loaded only when the watch starts (never on SQLite). */
const pgDriver = lazyRequire<typeof pg>('pg');

/** The channel migration 0004's triggers notify on every write to orgs and parks. */
export const VERSION_CHANNEL = 'org_search';
const RECONNECT_MS = 5_000;

/**
 * PostgreSQL only: keeps the tenants' data versions in memory while a dedicated connection
 * LISTENs for writes, so a cached search needs no round trip. Every notification forgets all of
 * them (writes are rare; the next request of each tenant reads its version again). While not
 * listening (starting, connection lost, reconnecting) nothing is known, and every request reads
 * the version from the database as before: correctness never depends on this connection.
 */
export class VersionWatch implements VersionSource {
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  /** Bumped by every notification and every change of connection: a read begun before is stale. */
  private epoch = 0;
  private readonly known = new Map<number, number>();

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.closed || this.client) return;
    const client = new (pgDriver().Client)({ connectionString: this.url });
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      if (error)
        this.log.warn({ err: error }, 'org search: version listener lost; reading versions per request');
      this.forget();
      this.listening = false;
      this.client = null;
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (!this.closed) this.timer = setTimeout(() => this.start(), RECONNECT_MS);
    };
    client.on('notification', () => this.forget());
    client.on('error', lost);
    client.on('end', () => lost());
    client
      .connect()
      .then(() => client.query(`listen ${VERSION_CHANNEL}`))
      .then(() => {
        if (this.client !== client) return;
        this.forget();
        this.listening = true;
      })
      .catch((error: Error) => lost(error));
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    this.listening = false;
    this.forget();
    if (client) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
    }
  }

  /** A version known to be current, or undefined: then read it (see `remember`). */
  current(tenantId: number): number | undefined {
    return this.listening ? this.known.get(tenantId) : undefined;
  }

  /** Marks the start of a read; pass the mark to `remember` with what the read returned. */
  mark(): number {
    return this.epoch;
  }

  /** Keeps a version read since `mark`, unless a write (or a reconnection) happened meanwhile. */
  remember(tenantId: number, version: number, mark: number): void {
    if (this.listening && mark === this.epoch) this.known.set(tenantId, version);
  }

  /** For tests: whether LISTEN is active. */
  get isListening(): boolean {
    return this.listening;
  }

  private forget() {
    this.epoch += 1;
    this.known.clear();
  }
}
