import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PreparedAnswer } from '../../kit/prepared-answer.js';
import { VersionedMemo } from '../../kit/versioned-memo.js';

/**
 * The policy list's answers, kept ready to send (kit/prepared-answer.ts) per data version of the
 * park's policies (policy_list_versions, bumped by triggers in every transaction that writes a
 * policy, see migrations/list-versions.ts). A repeated read costs the version's read and a copy of
 * bytes; the first read after any write, by any process, reads the list again.
 *
 * An answer depends on the park, the version, the park's day (what has expired), whether the
 * reader is an operator (visitors see published, unexpired policies only; operators all) and the
 * query: the key holds exactly these, so no reader is ever given another kind of reader's answer.
 */
export class PolicyListMemo {
  // Weighed in kilobytes: at most about 4 MB of answers per process, the least recently read go first.
  private readonly memo = new VersionedMemo(4_000);

  async send(
    { request, reply, db, tenantId }: { request: FastifyRequest; reply: FastifyReply; db: Kysely<DB>; tenantId: number },
    parts: { day: string; operator: boolean; query: object },
    read: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const version = await listVersion(db);
    const query = Object.entries(parts.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const key = JSON.stringify([tenantId, version, parts.day, parts.operator, query]);
    const prepared = await this.memo.get(key, async () => PreparedAnswer.of(reply, await read()), (p) => p.weightKb);
    return prepared.send(request, reply);
  }
}

/** The park's policy data version (the handle is the park's scoped one): 0 before its first policy. */
async function listVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('policy_list_versions').select('version').executeTakeFirst();
  return Number(row?.version ?? 0);
}
