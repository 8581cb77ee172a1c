import path from 'node:path';
import { openDatabase } from '../../server/db/database.js';
import type { UserCtx } from '../../server/kit/context.js';
import { scopedTo, unscoped } from '../../server/kit/tenant-scope.js';
import { nowIso } from '../../server/lib/clock.js';
import '../../server/modules/index.js';
import { economyBrief } from '../../server/modules/economy/brief.js';
import { frameOf } from '../../server/modules/project/access.js';
import { projectRowsOf } from '../../server/modules/project/present.js';
import { projectRows } from '../../server/modules/project/repo.js';
import { SessionRepo } from '../../server/plugins/session-repo.js';

/**
 * The projects and economy area's heavy reads (issue #33), in this process on the benchmark
 * database as the handlers run them for the park's 管理员 (the bench has no operator session to
 * sign requests with): the project list's first page with its count and names (GET project/list)
 * over a park grown to PROJECTS projects, and the monthly economic brief (GET economy/brief: seven
 * indicators over two years of every area, the target projects through the project port, the
 * ranking and the month's explanations). Reads run one after another; p50 and p95 of each.
 */

export interface EconomyBench {
  projects: number;
  runs: number;
  listP50Ms: number;
  listP95Ms: number;
  briefP50Ms: number;
  briefP95Ms: number;
}

const TENANT = 1;
/** The park's projects for the bench: a busy committee's few years of 招商 (the demo has 20). */
export const PROJECTS = 3000;
const BENCH_NOTE = '性能基准测试项目';
const RUNS = 200;
const STAGES = ['SIGN', 'BEGIN', 'PRODUCE'] as const;

async function growProjects(ctx: UserCtx): Promise<number> {
  const count = async () =>
    Number((await ctx.db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const have = await count();
  const year = new Date().getUTCFullYear();
  const rows = Array.from({ length: Math.max(0, PROJECTS - have) }, (_, i) => {
    const stage = STAGES[i % 3] ?? 'SIGN';
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      tenant_id: TENANT,
      name: `基准项目${String(i + 1)}`,
      investor: `基准投资方${String(i % 97)}`,
      industry: ['高端装备', '生物医药', '新一代信息技术'][i % 3] ?? '高端装备',
      area: ['东区', '西区', '南区', '北区'][i % 4] ?? '东区',
      investment: 1000 + (i % 50) * 500,
      stage,
      sign_date: `${String(year - 1)}-${month}-01`,
      begin_plan: `${String(year)}-${month}-10`,
      begin_date: stage === 'SIGN' ? null : `${String(year)}-${month}-12`,
      produce_plan: `${String(year + 1)}-${month}-01`,
      produce_date: stage === 'PRODUCE' ? `${String(year)}-${month}-20` : null,
      dept_id: null,
      target_year: i % 4 === 0 ? year : null,
      target_stage: i % 4 === 0 ? stage : null,
      description: BENCH_NOTE,
      created_at: nowIso(),
      updated_at: nowIso(),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await ctx.db.insertInto('projects').values(rows.slice(i, i + 500)).execute();
  return count();
}

async function timings(read: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await read(); // warm the JIT and the statement caches
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function benchEconomy(options: { dataDir: string; databaseUrl: string | undefined }): Promise<EconomyBench> {
  const database = openDatabase({ url: options.databaseUrl, sqliteFile: path.join(options.dataDir, 'innoweb.db') });
  try {
    // Unscoped on purpose: finding the park and its 管理员 before acting as that operator.
    const raw = unscoped(database.db);
    const tenant = await raw.selectFrom('tenants').selectAll().where('id', '=', TENANT).executeTakeFirstOrThrow();
    const admin = await raw
      .selectFrom('users')
      .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('users.id')
      .where('users.tenant_id', '=', TENANT)
      .where('roles.rolename', '=', '管理员')
      .executeTakeFirstOrThrow();
    const user = await new SessionRepo(database.db).userById(TENANT, admin.id);
    if (!user) throw new Error('economy bench: the park has no 管理员');
    const ctx: UserCtx = { db: scopedTo(database.db, TENANT), dialect: database.dialect, tenant, tenantId: TENANT, user };
    const projects = await growProjects(ctx);
    const list = async () => {
      const frame = await frameOf(ctx);
      const all = projectRows(ctx.db, {}, frame);
      const [rows] = await Promise.all([
        all.limit(20).offset(0).execute(),
        all.clearSelect().clearOrderBy().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return projectRowsOf(ctx.db, rows);
    };
    const l = await timings(list);
    const b = await timings(() => economyBrief(ctx));
    return { projects, runs: RUNS, listP50Ms: l.p50, listP95Ms: l.p95, briefP50Ms: b.p50, briefP95Ms: b.p95 };
  } finally {
    await database.close();
  }
}

export function formatEconomyBench(bench: EconomyBench): string {
  const ms = (v: number) => v.toFixed(1);
  return (
    `projects and economy: project list page of ${String(bench.projects)} projects p50 ${ms(bench.listP50Ms)} ms, p95 ${ms(bench.listP95Ms)} ms; ` +
    `monthly brief p50 ${ms(bench.briefP50Ms)} ms, p95 ${ms(bench.briefP95Ms)} ms (${String(bench.runs)} reads each, in-process)`
  );
}
