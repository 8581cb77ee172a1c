import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '../../common/contract/endpoint.js';

/** Every contract file of common/ — an area's contract.ts, contract-*.ts or *-contract.ts files. */
export function contractFiles(root = process.cwd()): string[] {
  return fs
    .readdirSync(path.join(root, 'common'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)([a-z-]+-)?contract(-[a-z-]+)?\.ts$/.test(file))
    .sort()
    .map((file) => path.resolve(root, 'common', file));
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'url' in value && 'method' in value && 'access' in value;

/** The endpoints one contract file exports. */
export async function endpointsOf(file: string): Promise<Endpoint[]> {
  const exports = (await import(file)) as Record<string, unknown>;
  const found = new Set<Endpoint>();
  for (const value of Object.values(exports))
    if (typeof value === 'object' && value !== null) for (const e of Object.values(value as object).filter(isEndpoint)) found.add(e);
  return [...found];
}

/**
 * Every endpoint the contracts declare, each once (a contract that re-exports another's endpoints
 * does not count them twice), for the tests and tools that check or derive from all of them.
 */
export async function loadEndpoints(root = process.cwd()): Promise<Endpoint[]> {
  const endpoints = new Map<string, Endpoint>();
  for (const file of contractFiles(root)) {
    for (const e of await endpointsOf(file)) {
      const key = `${e.method} ${e.url}`;
      const seen = endpoints.get(key);
      if (seen && seen !== e && seen.summary !== e.summary) throw new Error(`${key} is declared twice`);
      endpoints.set(key, e);
    }
  }
  return [...endpoints.values()];
}
