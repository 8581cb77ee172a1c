import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.js';
import { requestBody, requestHeaders } from './probe.js';
import type { RequestSigner } from './sign.js';

export interface LoadResult {
  /** Mean of autocannon's per-second request counts. */
  requestsPerSec: number;
  responses: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 2xx answers whose envelope statusCode was not 200. */
  envelopeErrors: number;
  durationSec: number;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/**
 * Response times of every answer; autocannon's own histogram has no p95, which the DESIGN budgets.
 * One recorder may be passed to several runs (paired windows) to summarise them together.
 */
export class LatencyRecorder {
  private values = new Float64Array(1 << 16);
  private count = 0;

  record(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms;
  }

  summary(): LoadResult['latencyMs'] {
    const sorted = this.values.slice(0, this.count).sort();
    return {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? 0,
    };
  }
}

// Fastify serialises the envelope's statusCode first (schema order, and ok() builds it first), so a
// prefix check tells an OK envelope apart without parsing every body in the load generator.
const OK_ENVELOPE_PREFIX = '{"statusCode":200,';

/**
 * A window that ends on what it has seen: once `minMs` have passed and `minAnswers` came back, or
 * at the run's durationSec whatever came. autocannon looks at its stop flag on its sampling tick,
 * so a window's run samples every TICK_MS instead of every second.
 */
export interface WindowEnd {
  minMs: number;
  minAnswers: number;
}

const TICK_MS = 50;

/**
 * Runs one endpoint under load: fixed connections, no pipelining, for durationSec (fractions of a
 * second too), or as `until` says. `latency`: a recorder shared with other runs, whose summary the
 * result then carries.
 */
export function runLoad(
  baseUrl: string,
  endpoint: Endpoint,
  signer: RequestSigner,
  options: { connections: number; durationSec: number; latency?: LatencyRecorder; until?: WindowEnd },
): Promise<LoadResult> {
  const latency = options.latency ?? new LatencyRecorder();
  const { until } = options;
  const started = performance.now();
  let answers = 0;
  let stopping = false;
  const body = requestBody(endpoint);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.durationSec,
        ...(until ? { sampleInt: TICK_MS } : {}),
        pipelining: 1,
        method: endpoint.method,
        ...(body === undefined ? {} : { body }),
        verifyBody: (answer) => typeof answer === 'string' && answer.startsWith(OK_ENVELOPE_PREFIX),
        requests: [
          endpoint.signed
            ? {
                path: endpoint.path,
                // Runs before every request: a fresh timestamp and nonce each time, as the server
                // rejects a nonce it has seen before.
                setupRequest: (request) => ({
                  ...request,
                  headers: { ...request.headers, ...requestHeaders(endpoint, signer) },
                }),
              }
            : // Unsigned requests are built once: no per-request work for the load generator.
              { path: endpoint.path, headers: requestHeaders(endpoint, signer) },
        ],
      },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          // The average of autocannon's samples is per second only with its default sampling tick.
          requestsPerSec: until ? result.requests.total / Math.max(result.duration, 0.01) : result.requests.average,
          responses: result.requests.total,
          latencyMs: latency.summary(),
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          envelopeErrors: result.mismatches,
          durationSec: result.duration,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latency.record(responseTime);
      answers++;
      if (until && !stopping && answers >= until.minAnswers && performance.now() - started >= until.minMs) {
        stopping = true;
        instance.stop();
      }
    });
  });
}
