import type { Static, TSchema } from 'typebox';
import { API_BASES, type ApiBase } from '../constants.js';
import type { Permission } from '../permissions.js';

/**
 * One contract per endpoint (DESIGN §2). An area's `common/<area>/contract.ts` declares each of its
 * endpoints once — method, path under its API base, who may call it, TypeBox schemas of the
 * request and of the answer's `data` — and both sides are built from that declaration: the server
 * registers its handler through it (server/kit/serve.ts), the client's resources call it
 * (src/ui/resource.ts). The TypeScript types of either side are derived from the schemas, so a
 * shape or a path is written nowhere else.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone (visitors included); a signed-in user; an operator (管委会 / 管理员, SPEC §6). */
export type Access = 'public' | 'login' | 'operator';

/** An answer that is a file (an export, a download) rather than a JSON envelope. */
export const FILE = 'file';
/** A request body that is multipart form data (an upload) rather than JSON. */
export const MULTIPART = 'multipart';

interface EndpointFields {
  method: Method;
  /** Under the area's API base, as the spec spells it; `:name` marks a path parameter. */
  path: string;
  /** One line for the API documentation, in Chinese. */
  summary: string;
  description?: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema | typeof MULTIPART;
  /** The schema of the envelope's `data`, or FILE. */
  answer: TSchema | typeof FILE;
  /** The envelope's message on success (e.g. 保存成功); 操作成功 when absent. */
  message?: string;
  /** Account calls of the spec send form fields (application/x-www-form-urlencoded), not JSON. */
  encoding?: 'form';
  /** Answered without the request signature of SPEC §7 (tenant lookup, clock, health). */
  unsigned?: true;
  /** Sent from the outbox with an Idempotency-Key; the server stores each key's answer once. */
  outbox?: true;
  /**
   * A write the operation log (server/plugins/operation-log.ts) leaves out, and why: a read the
   * spec sends as POST, a sign-in (nobody is signed in yet), a record that is its own log. Every
   * other write of a signed-in user is logged; a public write must say why it is not
   * (server/kit/joins.test.ts).
   */
  notLogged?: string;
  /**
   * A public read the service worker keeps for offline use: network first, the stored answer when
   * the network is gone (DESIGN §5). The worker's routes are generated from these flags at build
   * time (tools/sw-reads.ts writes sw/reads.generated.ts), so a path is never declared twice.
   */
  cache?: 'network-first';
  /** Personal fields of the answer (and of each list item) the worker drops before storing it. */
  uncachedFields?: readonly string[];
  /** A GET that writes all the same, because the spec fixes its method (`GET sms/save`): logged like any write. */
  writes?: true;
  /**
   * An operator list's data scope (common/permissions.ts DATA_SCOPES). `by` names, in Chinese, the
   * operator a row belongs to (经办人, 创建人 …): the server hands the handler the operator's scope
   * (server/kit/list-input.ts) and the list shows only the rows of the operators it covers. `none`
   * says why the list is the whole park's whoever asks. Every operator endpoint answering a page
   * declares one (server/kit/joins.test.ts).
   */
  dataScope?: { by: string } | { none: string };
}

/**
 * An endpoint's declaration. Who may call it: anyone, a signed-in user, or an operator (SPEC §6)
 * holding the named permission (common/permissions.ts) — an operator endpoint cannot leave it out.
 */
export type EndpointSpec = EndpointFields &
  ({ access: 'public' | 'login'; permission?: never } | { access: 'operator'; permission: Permission });

/** An endpoint as a contract holds it: its spec plus where it lives. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  readonly base: ApiBase;
  /** The area's tag in the API documentation. */
  readonly tag: string;
  /**
   * The part of the park's work it belongs to, in the park's words (通知公告, 企业诉求): the operation
   * log's 模块. Every contract with a logged write names one (server/kit/joins.test.ts).
   */
  readonly module: string;
  /** Its name in the contract, e.g. `list`. */
  readonly name: string;
  /** The absolute path the server registers, e.g. `/api/dpboot/notice/detail/:id`. */
  readonly url: string;
};

export type Contract<S extends Record<string, EndpointSpec>> = { readonly [K in keyof S]: Endpoint<S[K]> };

/** Declares an area's endpoints: every one under the same API base, documentation tag and module (its name in the park's words). */
export function defineContract<const S extends Record<string, EndpointSpec>>(
  area: { base: ApiBase; tag: string; module?: string },
  specs: S,
): Contract<S> {
  const contract: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(specs)) {
    contract[name] = { ...spec, base: area.base, tag: area.tag, module: area.module ?? '', name, url: API_BASES[area.base] + spec.path };
  }
  return contract as Contract<S>;
}

type StaticOf<T> = T extends TSchema ? Static<T> : Record<never, never>;

export type ParamsOf<E extends EndpointSpec> = StaticOf<E['params']>;
export type QueryOf<E extends EndpointSpec> = StaticOf<E['query']>;
export type BodyOf<E extends EndpointSpec> = E['body'] extends TSchema ? Static<E['body']> : Record<never, never>;
/** The answer's `data` (for a FILE endpoint: never; the client receives a file). */
export type AnswerOf<E extends EndpointSpec> = E['answer'] extends TSchema ? Static<E['answer']> : never;
/**
 * What a caller hands over: the path parameters, query fields and body fields in one object. The
 * client takes the parameters out by their names in the path; the rest is the query string of a
 * GET or DELETE and the JSON body of a POST or PUT.
 */
export type InputOf<E extends EndpointSpec> = ParamsOf<E> & QueryOf<E> & BodyOf<E>;

/** An item of a paged answer `{ list, total }`. */
export type ItemOf<E extends EndpointSpec> = AnswerOf<E> extends { list: ReadonlyArray<infer T> } ? T : never;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of a path's parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1] as string);
}

/**
 * The path with its parameters filled in from `input`, and what is left of the input. A missing
 * parameter is an error of the caller, not a request to send.
 */
export function fillPath(path: string, input: object): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const filled = path.replace(PARAM, (_m, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing path parameter ${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
