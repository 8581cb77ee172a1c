import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bootReadKey } from '../../common/boot-data.js';
import type { Endpoint, InputOf } from '../../common/contract/endpoint.js';
import { noticeContract } from '../../common/notice/contract.js';
import { orgContract } from '../../common/org/contract.js';
import { policyLibraryContract } from '../../common/policy/library/contract.js';
import { settingContract } from '../../common/setting/contract.js';
import { SIGNING_HEADERS } from '../../common/signature.js';
import type { Tenant } from '../db/schema.js';

/** One public read (a GET, or a POST search) a first screen makes, with the input exactly as the page sends it. */
interface BootRead {
  endpoint: Endpoint;
  input: Record<string, unknown>;
}

const read = <E extends Endpoint>(endpoint: E, input: InputOf<E>): BootRead => ({
  endpoint,
  input: input as Record<string, unknown>,
});

/**
 * The public reads of the pages people land on, by app path. Only visitors' reads: a signed-in
 * page does not use them (src/core/boot-data.ts), because some answers differ for an operator.
 * The inputs must be the pages' own (src/modules/home/api.ts, notice-list-section.tsx, the
 * policy list's first page); the end-to-end test boot-reads.spec.ts holds the reads back and
 * checks that the first screen still shows.
 */
const BOOT_READS: Record<string, (tenant: Tenant) => BootRead[]> = {
  '/index': (tenant) => [
    read(settingContract.publicPortal, {}),
    read(orgContract.count, { sysid: tenant.id, orgtypes: ['ORG'] }),
    read(orgContract.count, { sysid: tenant.id, orgtypes: ['SERVICE'] }),
    read(noticeContract.list, { pagenum: 1, size: 1 }),
    read(noticeContract.list, { pagenum: 1, size: 5 }),
  ],
  '/policy/list': () => [read(policyLibraryContract.list, { pagenum: 1, size: 20 })],
};

export const hasBootReads = (appPath: string): boolean => appPath in BOOT_READS;

/** Whether the page sends the input as the query string (src/core/endpoint-call.ts); else as a JSON body. */
const inQuery = (endpoint: Endpoint) =>
  endpoint.method === 'GET' || endpoint.method === 'DELETE' || (endpoint.query !== undefined && endpoint.body === undefined);

/** The URL the page's HTTP client builds (src/core/http.ts buildUrl). */
function urlOf(endpoint: Endpoint, input: Record<string, unknown>, tenantId: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) params.set(key, String(value as string));
  }
  if (endpoint.url.includes('/dpboot')) params.set('sysid', String(tenantId));
  return `${endpoint.url}?${params.toString()}`;
}

/** How long a park's first-screen answers are reused: the page asks again once shown anyway. */
const FRESH_MS = 10_000;

/**
 * The answers of a page's first-screen reads for a park, asked of the server's own routes (signed
 * as the page signs, on the park's hostname), so they are exactly what the page would get. Kept
 * for a few seconds per park and page; a read that fails is left out and the page asks for it.
 */
export class BootReads {
  private readonly cache = new Map<string, { at: number; reads: Promise<Record<string, unknown>> }>();

  private readonly publicKey: crypto.KeyObject;

  constructor(private readonly app: FastifyInstance) {
    this.publicKey = crypto.createPublicKey(app.rsa.publicKeyPem);
  }

  /** Null when the page has none. */
  async forPage(appPath: string, tenant: Tenant, host: string): Promise<Record<string, unknown> | null> {
    const reads = BOOT_READS[appPath];
    if (!reads) return null;
    const key = `${tenant.id} ${appPath}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < FRESH_MS) return hit.reads;
    const answers = this.fetchAll(reads(tenant), tenant.id, host);
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(key, { at: Date.now(), reads: answers });
    return answers;
  }

  private async fetchAll(reads: BootRead[], tenantId: number, host: string): Promise<Record<string, unknown>> {
    const answers = await Promise.all(
      reads.map(async ({ endpoint, input }) => {
        const query = inQuery(endpoint);
        try {
          const response = await this.app.inject({
            method: endpoint.method,
            url: urlOf(endpoint, query ? input : {}, tenantId),
            headers: { host, 'accept-encoding': 'identity', ...this.signed(tenantId) },
            ...(query ? {} : { payload: input }),
          });
          if (response.statusCode !== 200) return null;
          const envelope = response.json<{ statusCode: number; data: unknown }>();
          return envelope.statusCode === 200 ? ([bootReadKey(endpoint.path, input), envelope.data] as const) : null;
        } catch (error) {
          // The page is sent without this answer and asks for it itself; it must never fail for it.
          this.app.log.warn({ err: error, path: endpoint.path }, 'a first-screen read failed');
          return null;
        }
      }),
    );
    return Object.fromEntries(answers.filter((answer) => answer !== null));
  }

  /** SPEC §7 signing, made as the page makes it. */
  private signed(tenantId: number): Record<string, string> {
    const timestamp = String(Date.now());
    const random = crypto.randomBytes(12).toString('hex');
    const nonce = crypto
      .publicEncrypt({ key: this.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(random))
      .toString('base64');
    return {
      [SIGNING_HEADERS.sysid]: String(tenantId),
      [SIGNING_HEADERS.timestamp]: timestamp,
      [SIGNING_HEADERS.nonce]: nonce,
      [SIGNING_HEADERS.signature]: crypto.createHash('md5').update(timestamp + random).digest('hex'),
    };
  }
}
