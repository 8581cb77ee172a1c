import path from 'node:path';
import { OPERATOR_ROLES } from '../../common/constants.js';
import { openDatabase } from '../../server/db/database.js';
import { parkToday } from '../../server/lib/park-time.js';
import { SessionRepo } from '../../server/plugins/session-repo.js';
import { insertUser } from '../../server/testing/fixtures.js';
import { numberRows, textCell, whitespace, xlsxOf } from '../../server/testing/xlsx-files.js';
import { SHEET_HEALTH_MAX_MS } from './budgets.js';
import { RssSampler } from './rss-sampler.js';
import type { RequestSigner } from './sign.js';
import { scopedTo } from '../../server/kit/tenant-scope.js';

/**
 * Hostile spreadsheets sent to the innovation score's fill import (finding F5: a 6 KB file with one
 * cell in row 1 048 576 took the server to its heap limit): through the real HTTP route, signed,
 * as the park's 管委会 operator, timing the answer, sampling the server's RSS and polling
 * /api/health throughout; budgets.ts holds each line to its limits (SHEET_*).
 */

export interface SheetImportLine {
  name: string;
  fileKb: number;
  /** The answer: HTTP status, envelope statusCode and message; null when the request failed. */
  http: number | null;
  statusCode: number | null;
  message: string;
  ms: number;
  rssBeforeMb: number | null;
  rssPeakMb: number | null;
  rssGrowthMb: number | null;
  health: { calls: number; failures: number; maxMs: number };
  /** Refused in the limit's words (表格超过…的上限 / 文件…解压后超过…的上限). */
  refused: boolean;
}

export interface SheetsBench {
  tenantId: number;
  roundId: number;
  lines: SheetImportLine[];
}

const TENANT = 1;
const BENCH_PHONE = '19900000916';
const FILL = '/api/dpboot/integral/fill';
const HEADER = ['统一社会信用代码', '企业名称', '研发费用（万元）', '职工总数（人）'];
const headerRow = `<row r="1">${HEADER.map((title, i) => textCell(`${String.fromCharCode(65 + i)}1`, title)).join('')}</row>`;

interface HostileFile {
  name: string;
  build: () => Promise<Buffer>;
}

const FILES: readonly HostileFile[] = [
  {
    name: 'one cell in row 1 048 576',
    build: () => xlsxOf({ sheetData: `${headerRow}<row r="1048576">${textCell('A1048576', 'x')}</row>` }),
  },
  {
    // Claims 4 KB: only the count of the bytes actually inflated can stop it.
    name: 'zip bomb: 400 MB of whitespace',
    build: () => xlsxOf({ sheetData: whitespace(400), claimedSizes: { 'xl/worksheets/sheet1.xml': 4096 } }),
  },
  {
    name: '100 000 rows',
    build: () => xlsxOf({ sheetData: numberRows(100_000, 1) }),
  },
];

/** A 管委会 operator's session (the user made once, a new session each run), straight in the database. */
async function operatorToken(dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const database = openDatabase({ url: databaseUrl, sqliteFile: path.join(dataDir, 'innoweb.db') });
  try {
    const { db } = database;
    const existing = await scopedTo(db, TENANT).selectFrom('users').select('id').where('phone', '=', BENCH_PHONE).executeTakeFirst();
    if (!existing) return (await insertUser(db, TENANT, BENCH_PHONE, [OPERATOR_ROLES[0]])).token;
    return await new SessionRepo(db).create(TENANT, existing.id);
  } finally {
    await database.close();
  }
}

interface Envelope {
  statusCode?: unknown;
  message?: unknown;
  data?: unknown;
}

async function post(
  url: string,
  headers: Record<string, string>,
  body: string | FormData,
): Promise<{ http: number; envelope: Envelope | null }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: typeof body === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  try {
    return { http: response.status, envelope: JSON.parse(text) as Envelope };
  } catch {
    return { http: response.status, envelope: null };
  }
}

/** An open round of two fields for the park's first enterprise, made through the API as an operator makes it. */
async function openRound(
  baseUrl: string,
  auth: () => Record<string, string>,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<number> {
  const database = openDatabase({ url: databaseUrl, sqliteFile: path.join(dataDir, 'innoweb.db') });
  let orgId: number;
  try {
    orgId = (
      await database.db
        .selectFrom('orgs')
        .select('id')
        .where('tenant_id', '=', TENANT)
        .where('orgtype', '=', 'ORG')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
  } finally {
    await database.close();
  }
  const day = (offset: number) => {
    const d = new Date(`${parkToday()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  const { http, envelope } = await post(
    `${baseUrl}${FILL}/save`,
    auth(),
    JSON.stringify({
      year: new Date().getUTCFullYear() - 1,
      name: `性能基准：导入限额${Date.now()}`,
      description: '',
      startDate: day(-1),
      endDate: day(10),
      fields: ['rdExpense', 'staff'],
      scope: { mode: 'LIST', industries: [], areas: [] },
      orgIds: [orgId],
    }),
  );
  const id = (envelope?.data as { id?: unknown } | null | undefined)?.id;
  if (http !== 200 || envelope?.statusCode !== 200 || typeof id !== 'number')
    throw new Error(`fill round save answered HTTP ${http}: ${JSON.stringify(envelope)}`);
  return id;
}

/** Calls /api/health one after another until stopped: how many, how many failed, the slowest. */
function pollHealth(baseUrl: string): { stop: () => Promise<SheetImportLine['health']> } {
  const health = { calls: 0, failures: 0, maxMs: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/health`, {
          signal: AbortSignal.timeout(SHEET_HEALTH_MAX_MS),
        });
        await response.arrayBuffer();
        if (!response.ok) health.failures += 1;
      } catch {
        health.failures += 1;
      }
      health.calls += 1;
      health.maxMs = Math.max(health.maxMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { ...health, maxMs: Number(health.maxMs.toFixed(1)) };
    },
  };
}

export async function benchSheetImports(options: {
  baseUrl: string;
  signer: RequestSigner;
  serverPid: number;
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<SheetsBench> {
  const token = await operatorToken(options.dataDir, options.databaseUrl);
  const auth = () => ({ ...options.signer.headers(), authorization: `Bearer ${token}` });
  const roundId = await openRound(options.baseUrl, auth, options.dataDir, options.databaseUrl);
  const lines: SheetImportLine[] = [];
  for (const file of FILES) {
    const bytes = await file.build();
    const form = new FormData();
    form.set('file', new Blob([bytes]), 'bench.xlsx');
    const sampler = new RssSampler(options.serverPid, 10);
    const rssBeforeMb = sampler.takeWindowPeak();
    sampler.start();
    const health = pollHealth(options.baseUrl);
    const started = performance.now();
    let answer: Awaited<ReturnType<typeof post>> | null = null;
    let failure = '';
    try {
      answer = await post(`${options.baseUrl}${FILL}/import/${roundId}`, auth(), form);
    } catch (error) {
      failure = (error as Error).message;
    }
    const ms = performance.now() - started;
    const rssPeakMb = sampler.stop();
    const polled = await health.stop();
    const message = answer ? String(answer.envelope?.message ?? '') : `request failed: ${failure}`;
    lines.push({
      name: file.name,
      fileKb: Number((bytes.length / 1024).toFixed(1)),
      http: answer?.http ?? null,
      statusCode: typeof answer?.envelope?.statusCode === 'number' ? answer.envelope.statusCode : null,
      message,
      ms: Number(ms.toFixed(1)),
      rssBeforeMb: rssBeforeMb === null ? null : Number(rssBeforeMb.toFixed(1)),
      rssPeakMb: rssPeakMb === null ? null : Number(rssPeakMb.toFixed(1)),
      rssGrowthMb:
        rssPeakMb === null || rssBeforeMb === null
          ? null
          : Number(Math.max(rssPeakMb - rssBeforeMb, 0).toFixed(1)),
      health: polled,
      refused: answer?.http === 200 && answer.envelope?.statusCode === 400 && /的上限/.test(message),
    });
  }
  return { tenantId: TENANT, roundId, lines };
}

export function formatSheetsBench(bench: SheetsBench): string[] {
  return bench.lines.map((line) => {
    const rss =
      line.rssGrowthMb === null
        ? 'RSS not sampled'
        : `RSS ${String(line.rssBeforeMb)} → ${String(line.rssPeakMb)} MB (+${line.rssGrowthMb.toFixed(1)} MB)`;
    return (
      `spreadsheet import, ${line.name} (${line.fileKb} KB file): ${line.refused ? 'refused' : 'NOT REFUSED'} in ${line.ms.toFixed(0)} ms — ` +
      `${line.message}; ${rss}; /api/health ${line.health.calls} calls, slowest ${line.health.maxMs.toFixed(0)} ms, ${line.health.failures} failed`
    );
  });
}
