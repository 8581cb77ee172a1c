import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '../../common/contract/endpoint.js';

/** Every contract of common/ — an area's contract.ts, contract-*.ts or *-contract.ts files. */
const contractFiles = fs
  .readdirSync('common', { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)([a-z-]+-)?contract(-[a-z-]+)?\.ts$/.test(file))
  .map((file) => path.resolve('common', file));
export const contractModules = await Promise.all(contractFiles.map((file) => import(file) as Promise<Record<string, unknown>>));

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'url' in value && 'method' in value && 'access' in value;

/** Every endpoint the contracts declare. */
export function allEndpoints(): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const exports of contractModules) {
    for (const value of Object.values(exports)) {
      if (typeof value !== 'object' || value === null) continue;
      endpoints.push(...Object.values(value as object).filter(isEndpoint));
    }
  }
  return endpoints;
}
