import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { rankProblem } from '../../../../common/rank/rules.js';
import type { DB } from '../../../db/schema.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { seededDay as today, withSeededDemo } from '../../../testing/seeded.js';
import { DEMO_RANK_COUNTS } from './ranks.js';

describeEachDialect('demo rank lists (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 120, (seeded) => (db = seeded));

  it('gives both parks lists in every status, dated before the seeding day', async () => {
    const lists = await db.selectFrom('rank_lists').selectAll().orderBy('id').execute();
    for (const [tenant, count] of [
      [1, DEMO_RANK_COUNTS.defaultPark],
      [2, DEMO_RANK_COUNTS.secondPark],
    ] as const) {
      const mine = lists.filter((l) => l.tenant_id === tenant);
      expect(mine).toHaveLength(count);
      expect(new Set(mine.map((l) => l.status))).toEqual(new Set(['DRAFT', 'PUBLISHED', 'WITHDRAWN']));
    }
    for (const list of lists) {
      expect(list.created_at < today.at(0)).toBe(true);
      expect(list.published_at !== null).toBe(list.status === 'PUBLISHED');
      expect(list.withdrawn_at !== null).toBe(list.status === 'WITHDRAWN');
    }
    expect(lists.find((l) => l.tenant_id === 1 && l.title === '2025年度纳税百强企业')?.status).toBe('PUBLISHED');
  });

  it('ranks enterprises of the list’s own park, each once, as the form’s rules require', async () => {
    const lists = await db.selectFrom('rank_lists').selectAll().execute();
    const entries = await db
      .selectFrom('rank_entries')
      .innerJoin('orgs', 'orgs.id', 'rank_entries.org_id')
      .select(['rank_entries.list_id', 'rank_entries.position', 'rank_entries.org_id', 'rank_entries.figure', 'rank_entries.note', 'orgs.tenant_id', 'orgs.orgtype'])
      .orderBy('rank_entries.list_id')
      .orderBy('rank_entries.position')
      .execute();
    for (const list of lists) {
      const mine = entries.filter((e) => e.list_id === list.id);
      expect(mine).toHaveLength(list.entry_count);
      expect(mine.map((e) => e.position)).toEqual(mine.map((_, i) => i + 1));
      expect(mine.every((e) => e.tenant_id === list.tenant_id && e.orgtype === 'ORG')).toBe(true);
      const form = { title: list.title, period: list.period, figureLabel: list.figure_label, figureUnit: list.figure_unit };
      expect(rankProblem({ ...form, entries: mine.map((e) => ({ orgId: e.org_id, figure: e.figure, note: e.note })) }, list.status === 'PUBLISHED')).toBeNull();
    }
    const tax = lists.find((l) => l.tenant_id === 1 && l.title.includes('纳税百强') && l.status === 'PUBLISHED')!;
    const figures = entries.filter((e) => e.list_id === tax.id).map((e) => Number(e.figure));
    expect(figures.length).toBe(tax.entry_count);
    expect(figures[0]).toBeGreaterThan(figures[figures.length - 1]! * 10);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
  });
});
