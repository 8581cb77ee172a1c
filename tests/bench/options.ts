/** Everything the benchmark reads from the environment, in one place (README mirrors it). */
export interface BenchOptions {
  durationSec: number;
  /** Discarded load before each measured run, so JIT and caches are warm. */
  warmupSec: number;
  connections: number;
  /** Pairs of windows a list is compared with the signed empty route in (./pairs.ts). */
  pairs: number;
  /** Each window's length, ms. */
  windowMs: number;
  /** Organisations in the benchmark park; 0 skips seeding (the server seeds its small demo). */
  orgs: number;
  /** Page views seeded for the access statistics bench (tests/bench/access.ts); 0 skips it. */
  pageViews: number;
  /** Whether the innovation-score computation of the park is timed (tests/bench/integral.ts). */
  integral: boolean;
  /** Loan applications the finance bench gives the park (tests/bench/finance.ts); 0 skips it. */
  loans: number;
  /** Service applications the service bench gives the park (tests/bench/service.ts); 0 skips it. */
  serviceApplies: number;
  /** Whether hostile spreadsheets are sent to the fill import (tests/bench/sheets.ts). */
  sheets: boolean;
  /** Whether the chain drawing is timed in Chromium (tests/bench/chain-drawing.ts). */
  chain: boolean;
  /** Reused across runs when set; otherwise a temporary directory removed afterwards. */
  dataDir: string | undefined;
  /** Budget misses fail the exit code only when strict. */
  strict: boolean;
  /** BENCH_ONLY: list lines whose name contains one of these (comma-separated); empty: every line. */
  only: string[];
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

export function loadOptions(env: Env = process.env): BenchOptions {
  return {
    durationSec: intFrom(env, 'BENCH_DURATION', 10, 1),
    warmupSec: intFrom(env, 'BENCH_WARMUP', 1, 0),
    connections: intFrom(env, 'BENCH_CONNECTIONS', 10, 1),
    pairs: intFrom(env, 'BENCH_PAIRS', 10, 1),
    windowMs: intFrom(env, 'BENCH_WINDOW_MS', 600, 100),
    orgs: intFrom(env, 'BENCH_ORGS', 100_000, 0),
    pageViews: intFrom(env, 'BENCH_PAGE_VIEWS', 1_000_000, 0),
    integral: env.BENCH_INTEGRAL !== '0',
    loans: intFrom(env, 'BENCH_LOANS', 50_000, 0),
    serviceApplies: intFrom(env, 'BENCH_SERVICE_APPLIES', 20_000, 0),
    sheets: env.BENCH_SHEETS !== '0',
    chain: env.BENCH_CHAIN !== '0',
    dataDir: env.BENCH_DATA_DIR || undefined,
    strict: env.BENCH_STRICT === '1' || env.BENCH_STRICT === 'true',
    only: (env.BENCH_ONLY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
  };
}

/** The connection string without its password, for printing and for the JSON report. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
