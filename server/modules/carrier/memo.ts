import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompiledQuery, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PreparedAnswer } from '../../kit/prepared-answer.js';

/**
 * The public carrier and space lists, kept per park and carrier data version (carrier_versions,
 * bumped by triggers in the transaction of every write to carriers, spaces, residents and parks:
 * migration `versions`). A read looks the version up first, so a write by any process is seen by
 * the next read and nothing stale is served; each process keeps its own bounded memo. What is kept
 * is either an answer ready to send (PreparedAnswer: no query, serialisation or compression on a
 * repeat) or, for "near me", the spaces the filter keeps, measured per request.
 *
 * Entries are promises, so a burst of equal reads computes once; a failed one is forgotten at once.
 * Past `capacity` entries the oldest go first (entries of an old version are never asked again).
 */
export class CarrierMemo {
  private readonly entries = new Map<string, Promise<unknown>>();
  private readonly versionQueries = new Map<number, CompiledQuery<{ version: number }>>();

  constructor(private readonly capacity = 1000) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    const value = compute();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    for (const old of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(old);
    }
    return value;
  }

  /**
   * The park's carrier data version (the scoped handle adds the park): 0 before its first write.
   * Read on every request, so its statement is compiled once per park (the tenant scope's
   * rewriting and the compilation were most of its cost) and only executed after that.
   */
  async version(db: Kysely<DB>, tenantId: number): Promise<number> {
    let query = this.versionQueries.get(tenantId);
    if (!query) this.versionQueries.set(tenantId, (query = db.selectFrom('carrier_versions').select('version').compile()));
    const { rows } = await db.executeQuery(query);
    return Number(rows[0]?.version ?? 0);
  }

  /** The answer of this read under `key` (version included), prepared once and sent as bytes. */
  send(key: string, http: { request: FastifyRequest; reply: FastifyReply }, compute: () => Promise<unknown>): Promise<FastifyReply> {
    return this.get(key, async () => PreparedAnswer.of(http.reply, await compute())).then((prepared) => prepared.send(http.request, http.reply));
  }
}

