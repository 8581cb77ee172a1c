import type { Endpoint } from './endpoints.js';
import type { RequestSigner } from './sign.js';

/** The envelope answer of SPEC §3; only the fields the benchmark looks at. */
interface EnvelopeLike {
  statusCode?: unknown;
  message?: unknown;
  data?: unknown;
}

export function requestHeaders(endpoint: Endpoint, signer: RequestSigner): Record<string, string> {
  return {
    ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(endpoint.signed ? signer.headers() : {}),
  };
}

export function requestBody(endpoint: Endpoint): string | undefined {
  return endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
}

async function fetchEnvelope(
  url: string,
  init: RequestInit,
): Promise<{ status: number; envelope: EnvelopeLike | null }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  try {
    return { status: response.status, envelope: JSON.parse(text) as EnvelopeLike };
  } catch {
    return { status: response.status, envelope: null };
  }
}

/**
 * The tenant the server decides on for the benchmark's Host header (127.0.0.1:port), whose id a
 * signed request must carry as sysid; asking the server keeps the bench independent of the seed.
 */
export async function tenantId(baseUrl: string): Promise<number> {
  const { status, envelope } = await fetchEnvelope(`${baseUrl}/api/need/getTenantWrapper`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const data = envelope?.data as { bdSysId?: unknown } | null | undefined;
  if (status !== 200 || envelope?.statusCode !== 200 || typeof data?.bdSysId !== 'number') {
    throw new Error(`getTenantWrapper answered HTTP ${status}: ${JSON.stringify(envelope)}`);
  }
  return data.bdSysId;
}

/**
 * One plain request per endpoint before any load: a route that answers an error would otherwise
 * be benchmarked as a fast error path. Returns the problem, or null when the answer is an OK envelope.
 */
export async function probe(
  baseUrl: string,
  endpoint: Endpoint,
  signer: RequestSigner,
): Promise<string | null> {
  const body = requestBody(endpoint);
  try {
    const { status, envelope } = await fetchEnvelope(baseUrl + endpoint.path, {
      method: endpoint.method,
      headers: requestHeaders(endpoint, signer),
      ...(body === undefined ? {} : { body }),
    });
    if (status < 200 || status > 299) return `HTTP ${status}: ${JSON.stringify(envelope)}`;
    if (envelope?.statusCode !== 200)
      return `envelope statusCode ${String(envelope?.statusCode)}: ${String(envelope?.message)}`;
    return null;
  } catch (error) {
    return `request failed: ${(error as Error).message}`;
  }
}
