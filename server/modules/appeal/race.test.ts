import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import type { AppealDetail } from '../../../common/appeal/contract.js';
import type { TestUser } from '../../testing/fixtures.js';
import type * as Repo from './repo.js';
import { BASE, buildWorld, call, filed } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

/**
 * Two people acting on one appeal at the same moment: exactly one step wins, the other is told the
 * appeal changed meanwhile, and the timeline has one entry, the winner's.
 *
 * The interleaving is forced, not hoped for: both requests read the appeal (what each person saw)
 * before either changes it; on PostgreSQL a row lock held by the test also makes both
 * transactions load the appeal before either may write it.
 */

const gate = vi.hoisted(() => {
  let waiting: Array<() => void> = [];
  let expected = 0;
  return {
    /** The next `n` reads of an appeal wait until all of them have been made. */
    arm(n: number) {
      expected = n;
      waiting = [];
    },
    async pass() {
      if (expected === 0) return;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === expected) {
          expected = 0;
          for (const go of waiting) go();
        }
      });
    },
  };
});

vi.mock('./repo.js', async (importOriginal) => {
  const real = await importOriginal<typeof Repo>();
  return {
    ...real,
    appealById: async (...args: Parameters<typeof real.appealById>) => {
      const row = await real.appealById(...args);
      await gate.pass();
      return row;
    },
  };
});

const CHANGED = '该诉求的状态已变化，请刷新后重试';

describeBuilt('appeal steps racing (%s)', buildWorld, (w, dialect) => {
  type Step = [user: TestUser, action: string, payload: Record<string, unknown>];
  const act = (id: number, [user, action, payload]: Step) =>
    call<{ id: number; state: string } | null>(w, 'POST', `${BASE}/${action}/${id}`, user, payload);
  const detailOf = async (id: number) =>
    (await call<AppealDetail>(w, 'GET', `${BASE}/detail/${id}`, w.admin)).body.data;

  /** Backends waiting for a lock the given backend holds, or behind one that waits for it. */
  const blockedBy = async (pid: number) => {
    const { rows } = await sql<{ n: number }>`
      with direct as (select pid from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid)))
      select (select count(*) from direct)::int
        + (select count(*) from pg_stat_activity where pg_blocking_pids(pid) && array(select pid from direct))::int as n
    `.execute(w.db);
    return rows[0]!.n;
  };

  /** Both steps at once, each decided on the same view of the appeal. */
  async function race(id: number, a: Step, b: Step) {
    gate.arm(2);
    if (dialect === 'sqlite') return Promise.all([act(id, a), act(id, b)]);
    let answers: ReturnType<typeof act>[] = [];
    await w.db.transaction().execute(async (trx) => {
      await sql`select id from appeals where id = ${id} for update`.execute(trx);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      answers = [act(id, a), act(id, b)];
      // Both have loaded the appeal in their transaction and wait to write it.
      for (let i = 0; (await blockedBy(rows[0]!.pid)) < 2; i++) {
        if (i > 500) throw new Error('the steps never reached their update');
        await new Promise((r) => setTimeout(r, 10));
      }
    });
    return Promise.all(answers);
  }

  /** One answer is a success, the other a 409; the winner's index. */
  function oneWins(answers: Awaited<ReturnType<typeof act>>[], loserMessages: string[]): number {
    const codes = answers.map((r) => r.body.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const winner = codes.indexOf(200);
    const loser = answers[1 - winner]!.body;
    expect(loser.statusCode).toBe(409);
    expect(loserMessages).toContain(loser.message);
    return winner;
  }

  it('受理 and 不予受理 at once: one wins, one timeline entry', async () => {
    const id = await filed(w, w.userA);
    const steps: Step[] = [
      [w.admin, 'assign', { departmentId: w.depts[1]['企业服务局']! }],
      [w.committee, 'reject', { reason: '不属于受理范围' }],
    ];
    const winner = oneWins(await race(id, steps[0]!, steps[1]!), [
      CHANGED,
      '该诉求当前为“办理中”，不能不予受理',
      '该诉求当前为“不予受理”，不能受理',
    ]);
    const appeal = await detailOf(id);
    const [state, action] = winner === 0 ? ['ASSIGNED', 'ASSIGN'] : ['REJECTED', 'REJECT'];
    expect(appeal.state).toBe(state);
    expect(appeal.events.map((e) => [e.action, e.from, e.to])).toEqual([
      ['SUBMIT', null, 'SUBMITTED'],
      [action, 'SUBMITTED', state],
    ]);
  });

  it('two 转办 to different departments at once: one wins, the other is told it changed', async () => {
    const id = await filed(w, w.userA);
    await act(id, [w.admin, 'assign', { departmentId: w.depts[1]['企业服务局']! }]);
    const targets = [w.depts[1]['规划建设局']!, w.depts[1]['应急管理局']!];
    const winner = oneWins(
      await race(
        id,
        [w.admin, 'assign', { departmentId: targets[0] }],
        [w.committee, 'assign', { departmentId: targets[1] }],
      ),
      [CHANGED],
    );
    const appeal = await detailOf(id);
    expect(appeal.departmentName).toBe(winner === 0 ? '规划建设局' : '应急管理局');
    expect(appeal.events.map((e) => [e.action, e.departmentName])).toEqual([
      ['SUBMIT', ''],
      ['ASSIGN', '企业服务局'],
      ['REASSIGN', appeal.departmentName],
    ]);
  });

  it('评价 and 办结 at once: one closes it, one timeline entry', async () => {
    const id = await filed(w, w.userA);
    await act(id, [w.admin, 'assign', { departmentId: w.depts[1]['企业服务局']! }]);
    await act(id, [w.admin, 'reply', { content: '已协调解决，请企业确认。' }]);
    const winner = oneWins(
      await race(id, [w.userA, 'rate', { rating: 4 }], [w.admin, 'close', { reason: '企业逾期未评价' }]),
      [CHANGED, '该诉求当前为“已办结”，不能评价', '该诉求当前为“已办结”，不能办结'],
    );
    const appeal = await detailOf(id);
    expect(appeal).toMatchObject({ state: 'CLOSED', rating: winner === 0 ? 4 : null });
    expect(appeal.events.map((e) => e.action)).toEqual([
      'SUBMIT',
      'ASSIGN',
      'REPLY',
      winner === 0 ? 'RATE' : 'CLOSE',
    ]);
  });
});
