import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { OK_MESSAGE } from '../../common/envelope.js';
import {
  FILE,
  MULTIPART,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
} from '../../common/contract/endpoint.js';
import type { AppInstance } from '../app-types.js';
import { envelopeOf, EmptyEnvelope } from '../lib/schema.js';
import { ok } from '../plugins/envelope.js';
import type { RequestCtx, UserCtx } from './context.js';
import type { Visible } from './data-scope.js';
import { narrowsByScope, pageOfQuery, pagingDefaultsOf, pagingInBody, scopeOf, WHOLE_PARK, type PageFor } from './list-input.js';

/**
 * Registers handlers through their contracts (common/<area>/contract.ts): the contract gives the
 * method, the path under its base, the documentation, the request and answer schemas and the guard
 * (access); the handler gets typed input and the request context and returns the answer's data,
 * which is sent in the envelope with the contract's message. A route under /api that is not
 * registered this way is refused at start-up (server/kit/contract-guard.ts).
 */

export type CtxFor<E extends EndpointSpec> = E['access'] extends 'public' ? RequestCtx : UserCtx;

export interface HandlerInput<E extends EndpointSpec> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  ctx: CtxFor<E>;
  /** The page a list asks for, the contract's defaults filled in (list-input.ts). */
  page: PageFor<E>;
  /**
   * The operator's data scope for an endpoint declaring `dataScope: { by }`; the whole park for
   * every other endpoint. Apply it with `scopeWhere(scope, '<table>.<operator column>')`.
   */
  scope: Visible;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** An answer whose message depends on what happened (the contract's message otherwise). */
export class Answered<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
export const answered = <T>(data: T, message: string) => new Answered(data, message);

/**
 * What a handler returns: the data of the answer (or Answered), or — for a FILE endpoint, or one
 * that already sent its answer (a streamed export, a pre-serialised cache hit) — the reply.
 */
export type HandlerResult<E extends EndpointSpec> = E['answer'] extends TSchema
  ? AnswerOf<E> | Answered<AnswerOf<E>> | FastifyReply
  : FastifyReply;

export type Handler<E extends EndpointSpec> = (input: HandlerInput<E>) => Promise<HandlerResult<E>> | HandlerResult<E>;

/** Route options a contract does not describe (e.g. a preValidation that defaults a body). */
export type ExtraRouteOptions = Pick<RouteShorthandOptions, 'preValidation' | 'bodyLimit'>;

/** Documented as binary; the handler streams it (Fastify sends streams unserialised). */
const FILE_RESPONSE = {
  200: {
    description: '文件（文件名在 content-disposition 中）；出错时为 JSON 信封',
    content: {
      'application/octet-stream': { schema: Type.String({ format: 'binary' }) },
      'application/json': { schema: EmptyEnvelope },
    },
  },
};

/** The endpoint a route was registered for, kept in its config (contract-guard reads it). */
declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

const envelopes = new WeakMap<TSchema, TSchema>();
/** One envelope schema per answer schema, so endpoints sharing an answer share its compiled serializer. */
function envelopeFor(answer: TSchema): TSchema {
  let envelope = envelopes.get(answer);
  if (!envelope) envelopes.set(answer, (envelope = envelopeOf(answer)));
  return envelope;
}

function guardOf(app: AppInstance, endpoint: EndpointSpec) {
  if (endpoint.access === 'operator') return app.requirePermission(endpoint.permission);
  if (endpoint.access === 'login') return app.requireLogin;
  return undefined;
}

/** Registers one endpoint's handler. */
export function serve<E extends Endpoint>(app: AppInstance, endpoint: E, handler: Handler<E>, extra: ExtraRouteOptions = {}) {
  const file = endpoint.answer === FILE;
  const message = endpoint.message ?? OK_MESSAGE;
  const body = endpoint.body === MULTIPART ? undefined : endpoint.body;
  // Who may call is decided before the payload is validated: a caller without the right learns
  // nothing of what the endpoint expects.
  const guard = guardOf(app, endpoint);
  const paging = pagingDefaultsOf(endpoint);
  const pagingFrom = pagingInBody(endpoint) ? 'body' : 'query';
  const scoped = narrowsByScope(endpoint);
  const preValidation = [guard, extra.preValidation].flat().filter((hook) => hook !== undefined);
  app.route({
    method: endpoint.method,
    url: endpoint.url,
    ...extra,
    ...(preValidation.length ? { preValidation } : {}),
    config: { endpoint, ...(endpoint.unsigned ? { unsigned: true } : {}), ...(endpoint.outbox ? { outbox: true } : {}) },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(body ? { body } : {}),
      ...(endpoint.body === MULTIPART ? { consumes: ['multipart/form-data'] } : {}),
      response: file ? FILE_RESPONSE : { 200: envelopeFor(endpoint.answer as TSchema) },
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as ParamsOf<E>,
        query: request.query as QueryOf<E>,
        body: request.body as BodyOf<E>,
        ctx: request.ctx as CtxFor<E>,
        page: (paging ? pageOfQuery(paging, request[pagingFrom]) : undefined) as PageFor<E>,
        scope: scoped ? await scopeOf(request.ctx as UserCtx) : WHOLE_PARK,
        request,
        reply,
      });
      // A handler that sent the answer itself returns the reply, which is a thenable: awaiting it
      // waited for the response to finish and gave undefined, so the reply itself is never the
      // result here. Return the reply so that nothing is sent twice.
      if (reply.sent) return reply;
      if (file) return result;
      if (result instanceof Answered) return ok(result.data, result.message);
      return ok(result, message);
    },
  });
}

export type Handlers<C extends Record<string, Endpoint>> = { [K in keyof C]: Handler<C[K]> };

/** Registers a handler for every endpoint of a contract (or of a part of one): none can be missed. */
export function serveAll<C extends Record<string, Endpoint>>(app: AppInstance, contract: C, handlers: Handlers<C>) {
  for (const name of Object.keys(contract) as (keyof C & string)[]) {
    serve(app, contract[name] as C[typeof name], handlers[name]);
  }
}

/** A part of a contract, for modules that serve their endpoints from several files. */
export function pick<C extends Record<string, Endpoint>, K extends keyof C>(contract: C, names: readonly K[]): Pick<C, K> {
  return Object.fromEntries(names.map((n) => [n, contract[n]])) as Pick<C, K>;
}
