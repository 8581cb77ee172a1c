import { BIZ } from '../../common/envelope.js';

/**
 * A problem the user can act on: answered as HTTP 200 with this statusCode and message,
 * so the client shows the message (SPEC §8).
 */
export class BizError extends Error {
  constructor(
    message: string,
    readonly statusCode: number = BIZ.invalid,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

/** A problem of the request itself: answered with this HTTP status and an envelope body. */
export class HttpError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new BizError(`${what}不存在`, BIZ.notFound);
export const forbidden = (message = '没有权限执行此操作') => new BizError(message, BIZ.forbidden);
