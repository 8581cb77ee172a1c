import path from 'node:path';

/** Everything the server reads from the environment, in one place. README's configuration table mirrors it. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; SQLite in dataDir when absent. */
  databaseUrl: string | undefined;
  /** Redis for state shared between server processes; process memory when absent. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  logLevel: string;
  production: boolean;
  /** PEM of the RSA private key; generated into dataDir on first start when absent. */
  rsaPrivateKey: string | undefined;
  /** Accepted clock difference for signed requests, and the nonce replay window. */
  signatureWindowMs: number;
  uploadMaxBytes: number;
  /** Directory of the built web app served under /innoweb/. */
  webDir: string;
  trustProxy: boolean;
  /** A captcha answer accepted for any image; for automated tests only, refused in production. */
  captchaTestCode: string | undefined;
  /** Which SMS gateway delivers verification codes ('console': DATA_DIR/sms-outbox.jsonl and the log). */
  smsGateway: string;
  /** How often the SMS push sender delivers pending records (ms); 0 leaves it to whoever drives it (tests). */
  smsPushIntervalMs: number;
  /** The generated API documentation at /api/docs; off in production unless API_DOCS=1. */
  apiDocs: boolean;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function flagFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1, true, 0 or false, got "${raw}"`);
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const production = env.NODE_ENV === 'production';
  const captchaTestCode = env.CAPTCHA_TEST_CODE || undefined;
  // A known captcha answer would switch the captcha off; never let it reach a real deployment.
  if (production && captchaTestCode) throw new Error('CAPTCHA_TEST_CODE must not be set when NODE_ENV=production');
  return {
    port: intFrom(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'innoweb:',
    logLevel: env.LOG_LEVEL || 'info',
    production,
    rsaPrivateKey: env.RSA_PRIVATE_KEY || undefined,
    signatureWindowMs: intFrom(env, 'SIGNATURE_WINDOW_MS', 5 * 60_000),
    uploadMaxBytes: intFrom(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
    webDir: path.resolve(env.WEB_DIR || 'dist/web'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    captchaTestCode,
    smsGateway: env.SMS_GATEWAY || 'console',
    smsPushIntervalMs: intFrom(env, 'SMS_PUSH_INTERVAL_MS', 1000),
    apiDocs: flagFrom(env, 'API_DOCS', !production),
  };
}
