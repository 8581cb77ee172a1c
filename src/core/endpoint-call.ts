import { fillPath, type AnswerOf, type Endpoint, type InputOf } from '@common/contract/endpoint';
import { request, requestFile, type FileAnswer, type RequestOptions } from './http';

/**
 * Calls an endpoint of a contract (common/<area>/contract.ts) through the one HTTP client: the
 * path parameters are taken out of the input by their names in the path, the rest is the query
 * string of a GET or DELETE (or of a POST that declares a query and no body) and the JSON body of a
 * POST or PUT (form fields for an endpoint whose encoding is 'form').
 */

export type CallOptions = Omit<RequestOptions, 'method' | 'base' | 'query' | 'body' | 'form'>;

type QueryValue = string | number | boolean | null | undefined;

function toRequest(endpoint: Endpoint, input: object | undefined, options: CallOptions): [string, RequestOptions] {
  const { path, rest } = fillPath(endpoint.path, input ?? {});
  const base = { ...options, method: endpoint.method, base: endpoint.base };
  // SPEC §7 v2/tyc/getbycode?creditCode=: a POST whose fields travel in the URL.
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE' || (endpoint.query !== undefined && endpoint.body === undefined)) {
    return [path, { ...base, query: rest as Record<string, QueryValue> }];
  }
  if (endpoint.body === undefined || options.multipart) return [path, base];
  return [path, { ...base, body: rest, ...(endpoint.encoding === 'form' ? { form: true } : {}) }];
}

export function call<E extends Endpoint>(endpoint: E, input: InputOf<E>, options: CallOptions = {}): Promise<AnswerOf<E>> {
  return request<AnswerOf<E>>(...toRequest(endpoint, input, options));
}

/** A FILE endpoint (an export, a download): the file with the server's name for it. */
export function callFile<E extends Endpoint>(endpoint: E, input: InputOf<E>, options: CallOptions = {}): Promise<FileAnswer> {
  return requestFile(...toRequest(endpoint, input, options));
}
