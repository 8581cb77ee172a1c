import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { fillPhaseOf, fillProblems, FILL_STATES } from '../../../../common/integral/fill/rules.js';
import { INTEGRAL_FIELD_KEYS, type IntegralField, type IntegralValues } from '../../../../common/integral/model.js';
import type { DB } from '../../../db/schema.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { seededDay as today, withSeededDemo } from '../../../testing/seeded.js';
import { DEMO_DRAFT_BLANKS } from './seed.js';

describeEachDialect('demo fill rounds (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 160, (seeded) => (db = seeded));

  const rounds = (tenant: number) =>
    db.selectFrom('integral_fill_rounds').selectAll().where('tenant_id', '=', tenant).orderBy('year', 'desc').execute();

  async function submissions(roundId: number) {
    const subs = await db.selectFrom('integral_fill_submissions').selectAll().where('round_id', '=', roundId).orderBy('id').execute();
    const items = await db
      .selectFrom('integral_fill_items')
      .innerJoin('integral_fill_submissions', 'integral_fill_submissions.id', 'integral_fill_items.submission_id')
      .selectAll('integral_fill_items')
      .where('integral_fill_submissions.round_id', '=', roundId)
      .execute();
    return subs.map((s) => {
      const own = items.filter((i) => i.submission_id === s.id);
      const values: IntegralValues = Object.fromEntries(own.map((i) => [i.field, i.value === null ? null : Number(i.value)]));
      return { ...s, items: own, values };
    });
  }

  it('gives each park an open round of the last completed year, with submissions in every state, and last spring’s closed one', async () => {
    for (const tenant of [1, 2]) {
      const [open, closed] = await rounds(tenant);
      expect([open?.year, closed?.year]).toEqual([2025, 2024]);
      expect(fillPhaseOf(open!.start_date, open!.end_date, open!.closed_at !== null, today.date(0))).toBe('OPEN');
      expect(fillPhaseOf(closed!.start_date, closed!.end_date, closed!.closed_at !== null, today.date(0))).toBe('CLOSED');
      expect(closed!.closed_at! < today.at(0)).toBe(true);
      expect(JSON.parse(open!.fields)).toEqual(INTEGRAL_FIELD_KEYS);

      const subs = await submissions(open!.id);
      const enterprises = await db.selectFrom('orgs').select('id').where('tenant_id', '=', tenant).where('orgtype', '=', 'ORG').execute();
      expect(subs).toHaveLength(enterprises.length);
      expect(new Set(subs.map((s) => s.state))).toEqual(new Set(FILL_STATES));
      expect(new Set((await submissions(closed!.id)).map((s) => s.state))).toEqual(new Set(['PASS', 'UNFILLED']));
    }
  });

  it('holds submissions the server would have taken: complete and consistent once submitted, audits with reasons', async () => {
    const [open] = await rounds(1);
    const subs = await submissions(open!.id);
    for (const s of subs) {
      const audits = s.items.map((i) => i.audit);
      if (s.state === 'UNFILLED') expect(s.items).toEqual([]);
      if (s.state === 'DRAFT') expect(audits.every((a) => a === null)).toBe(true);
      if (s.state === 'TOAUDIT' || s.state === 'BACK' || s.state === 'PASS') {
        expect(fillProblems(INTEGRAL_FIELD_KEYS, s.values, { submit: true }), `submission ${s.id}`).toEqual([]);
        expect(s.submitted_at! < today.at(0)).toBe(true);
      }
      if (s.state === 'TOAUDIT') expect(audits).toContain('TOAUDIT');
      if (s.state === 'BACK') {
        expect(audits).toContain('BACK');
        expect(audits).not.toContain('TOAUDIT');
        for (const item of s.items.filter((i) => i.audit === 'BACK')) expect(item.reason.length).toBeGreaterThan(10);
      }
      if (s.state === 'PASS') expect(new Set(audits)).toEqual(new Set(['PASS']));
    }
    // Some corrected after a return, some filled by an operator.
    expect(subs.some((s) => s.state === 'TOAUDIT' && s.items.some((i) => i.returned_value !== null))).toBe(true);
    expect(subs.some((s) => s.filled_by_operator === 1)).toBe(true);
    // What passed is what the park approved for the year.
    const passed = subs.find((s) => s.state === 'PASS')!;
    const approved = await db
      .selectFrom('integral_values')
      .select(['field', 'value'])
      .where('org_id', '=', passed.org_id)
      .where('year', '=', 2025)
      .execute();
    expect(Object.fromEntries(approved.map((a) => [a.field, Number(a.value)]))).toEqual(passed.values);
    // The trail of a returned one names the items and reasons.
    const back = subs.find((s) => s.state === 'BACK')!;
    const trail = await db.selectFrom('audit_logs').select(['action', 'reason']).where('subject_type', '=', 'integral_fill').where('subject_id', '=', back.id).orderBy('id').execute();
    expect(trail.map((t) => t.action)).toEqual(['SUBMIT', 'BACK']);
    expect(trail[1]!.reason).toContain('：');
  });

  it('leaves the demo enterprise a draft it can finish and submit now', async () => {
    const user = await db.selectFrom('users').select('org_id').where('phone', '=', '13800000003').executeTakeFirstOrThrow();
    const [open] = await rounds(1);
    const mine = (await submissions(open!.id)).find((s) => s.org_id === user.org_id)!;
    expect(mine.state).toBe('DRAFT');
    const blanks = INTEGRAL_FIELD_KEYS.filter((f) => mine.values[f] === null);
    expect(blanks).toEqual(DEMO_DRAFT_BLANKS);
    const finished: IntegralValues = { ...mine.values };
    for (const f of blanks) finished[f as IntegralField] = 1;
    expect(fillProblems(INTEGRAL_FIELD_KEYS, finished, { submit: true })).toEqual([]);
  });
});
