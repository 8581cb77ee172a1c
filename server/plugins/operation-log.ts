import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Endpoint } from '../../common/contract/endpoint.js';
import { nowIso } from '../lib/clock.js';
import { isApiRequest } from './api-routes.js';
import { operationWords } from '../../common/user-admin/log/words.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request ended in an error (a refusal answered as HTTP 200 included). */
    failed: boolean;
  }
}

/** Methods that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write: any other method, and a GET whose contract says it writes (SPEC §7 fixes `GET sms/save`). */
const isWrite = (method: string, endpoint: Endpoint | undefined) =>
  !READS.has(method) || (method === 'GET' && endpoint?.writes === true);

/** The `:id` of a route, when it has a numeric one. */
function recordId(request: FastifyRequest): number | null {
  const params = request.params as Record<string, unknown> | undefined;
  const id = Number(params?.['id']);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The operation log (操作日志, server/db/migrations/0016_operation_log.ts), kept for the whole server
 * in one place rather than by each module: after every answer to a write (POST, PUT, DELETE…, and
 * the GETs whose contract says they write) of a
 * signed-in user that succeeded — neither an HTTP error nor a refusal answered in the envelope —
 * one row with the park, the user and their name, the module and what was done in the park's
 * words (the contract's `module` and its summary without its bracketed note: 通知公告, 发布通知),
 * the method and the route's pattern, the record's `:id`, the status and the time. A write that
 * changes nothing (a search, a preview, an export sent as POST) says so in its contract
 * (`notLogged`) and leaves no row. Bodies are never logged: they carry passwords and personal data.
 * The row is written after the answer has gone out, so logging never slows or fails a write; a
 * failed insert is reported in the server log.
 */
export const operationLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('failed', false);

    // Runs before the error handler for every error (validation, guards, handlers), so a refusal
    // the envelope answers with HTTP 200 is not taken for a success.
    app.addHook('onError', async (request) => {
      request.failed = true;
    });

    app.addHook('onResponse', async (request, reply) => {
      if (!isApiRequest(request) || request.failed || reply.statusCode >= 400) return;
      const user = request.user;
      const route = request.routeOptions.url;
      const endpoint = request.routeOptions.config.endpoint;
      // Writes that are no act on the park's data say so in their contract, with the reason.
      if (!user || !route || !isWrite(request.method, endpoint) || endpoint?.notLogged) return;
      try {
        await app.db
          .insertInto('operation_logs')
          .values({
            tenant_id: user.tenantId,
            user_id: user.id,
            user_name: user.name,
            method: request.method,
            module: endpoint?.module ?? '',
            action: operationWords(endpoint?.summary ?? ''),
            route,
            record_id: recordId(request),
            status: reply.statusCode,
            // A client gone before the answer (a phone losing the network) leaves no address.
            ip: (request.ip as string | undefined) ?? '',
            created_at: nowIso(),
          })
          .execute();
      } catch (error) {
        request.log.error({ err: error }, 'operation log not written');
      }
    });
  },
  { name: 'innoweb-operation-log' },
);
