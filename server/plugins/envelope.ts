import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BIZ, OK, OK_MESSAGE, type Envelope } from '../../common/envelope.js';
import { BizError, HttpError } from '../lib/errors.js';
import { validationMessage, type SchemaIssue } from '../lib/validation-message.js';

export function ok<T>(data: T, message = OK_MESSAGE): Envelope<T> {
  return { statusCode: OK, message, data };
}

export function fail(statusCode: number, message: string): Envelope<null> {
  return { statusCode, message, data: null };
}

/** Messages for request-level failures, keyed by Fastify's error codes. */
const REQUEST_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, '不支持的请求内容类型'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, '请求内容长度不正确'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, '请求内容不能为空'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, '请求内容不是合法的 JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, '请求内容过大'],
  FST_REQ_FILE_TOO_LARGE: [413, '上传文件过大'],
  FST_PARTS_LIMIT: [413, '上传内容过多'],
  FST_FILES_LIMIT: [413, '一次上传的文件过多'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, '上传请求必须是 multipart/form-data'],
};

const HTTP_MESSAGES: Record<number, string> = {
  400: '请求格式不正确',
  401: '请先登录',
  403: '没有权限',
  404: '接口不存在',
  405: '不支持的请求方法',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
  429: '请求过于频繁，请稍后再试',
};

/**
 * Error envelopes go out pre-serialized: a business error is HTTP 200, and the route's 200
 * response schema (made for its success data) must not reshape `data: null`.
 */
function sendFailure(reply: FastifyReply, httpStatus: number, statusCode: number, message: string) {
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(fail(statusCode, message)));
}

export function sendEnvelopeError(reply: FastifyReply, httpStatus: number, message: string) {
  return sendFailure(reply, httpStatus, httpStatus, message);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof BizError) {
    return sendFailure(reply, 200, error.statusCode, error.message);
  }
  if (error instanceof HttpError) {
    return sendEnvelopeError(reply, error.httpStatus, error.message);
  }
  if (error.validation) {
    const issue = error.validation[0] as SchemaIssue | undefined;
    const message = issue ? validationMessage(issue, error.validationContext ?? 'body') : '请求参数不正确';
    return sendFailure(reply, 200, BIZ.invalid, message);
  }
  const known = error.code ? REQUEST_ERRORS[error.code] : undefined;
  if (known) return sendEnvelopeError(reply, known[0], known[1]);
  if (error instanceof SyntaxError) return sendEnvelopeError(reply, 400, '请求内容不是合法的 JSON');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendEnvelopeError(reply, status, HTTP_MESSAGES[status] ?? '请求无效');
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendEnvelopeError(reply, 500, '服务器内部错误，请稍后再试');
}

/** Messages for the failures Fastify meets before any route is chosen (FastifyServerOptions.frameworkErrors). */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, '请求地址不正确'],
  FST_ERR_MAX_PARAM_LENGTH: [414, '请求地址过长'],
};

/**
 * Answers a URL the router cannot read (a malformed percent-encoding, an overlong parameter) with
 * an envelope instead of Fastify's own body, which echoes the path back.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message] = FRAMEWORK_ERRORS[error.code] ?? [500, '服务器内部错误，请稍后再试'];
  void sendEnvelopeError(reply, status, message);
}

/** Every error becomes an envelope; no stack trace ever reaches a client. */
export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'innoweb-envelope' },
);
