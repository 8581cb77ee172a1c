/**
 * The response envelope of SPEC §3. Every JSON answer of the API has this shape.
 *
 * HTTP status rule: a problem the user can act on (validation, business rules, not found in the
 * user's data) is HTTP 200 with `statusCode` ≠ 200, so the client shows `message`; a problem of the
 * request itself (unknown route, malformed body, wrong content type, oversize upload, failed
 * signature, missing session) keeps its real HTTP status and still carries an envelope body.
 */
export interface Envelope<T = unknown> {
  statusCode: number;
  message: string;
  data: T;
}

export const OK = 200;
export const OK_MESSAGE = '操作成功';

/** Business status codes carried in `statusCode` (HTTP 200 answers). */
export const BIZ = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  failed: 500,
} as const;
