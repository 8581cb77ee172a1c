import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OK_MESSAGE } from '../../common/envelope.js';
import { ok } from '../plugins/envelope.js';
import {
  COMPRESSION_THRESHOLD,
  acceptedEncoding,
  brotliOptions,
  gzipOptions,
} from '../plugins/compression.js';

const JSON_TYPE = 'application/json; charset=utf-8';

type Encoding = 'br' | 'gzip';

/**
 * An answer kept ready to send: its envelope serialised once (by the route's response schema, so
 * fields not in the schema are dropped as usual) and compressed once per encoding a client asks
 * for. A cache that keeps one per version of what it answers (the score big-screen, the
 * organisation search) then serves a repeated read with a copy of bytes: no serialisation and no
 * compression per request, which were most of such a request's own cost beside the signature.
 */
export class PreparedAnswer {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  private constructor(readonly plain: Buffer) {}

  /** The answer `data` of the reply's route, in its envelope with the route's contract message. */
  static of(reply: FastifyReply, data: unknown): PreparedAnswer {
    const message = reply.routeOptions.config.endpoint?.message ?? OK_MESSAGE;
    return new PreparedAnswer(Buffer.from(reply.serialize(ok(data, message)) as string));
  }

  /** The bytes for one encoding, compressed on first use (as the compression plugin would). */
  bytes(encoding: Encoding | null): Buffer {
    if (!encoding || this.plain.length < COMPRESSION_THRESHOLD) return this.plain;
    return (this.encoded[encoding] ??=
      encoding === 'br'
        ? zlib.brotliCompressSync(this.plain, brotliOptions)
        : zlib.gzipSync(this.plain, gzipOptions));
  }

  /** What it holds, in kilobytes (for a cache's weight): the plain bytes and each encoding made. */
  get weightKb(): number {
    const held = Object.values(this.encoded).reduce((sum, b) => sum + b.length, this.plain.length);
    return Math.ceil(held / 1024);
  }

  /** Sends the bytes the request accepts, marked so the compression plugin leaves them as they are. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type(JSON_TYPE);
    if (this.plain.length < COMPRESSION_THRESHOLD) return reply.send(this.plain);
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(this.bytes(encoding));
  }
}
