import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopedTo } from '../../kit/tenant-scope.js';
import { describeEachDialect } from '../../testing/databases.js';
import { buildWorld, type World } from '../../testing/world.js';
import { listItems } from './repo.js';
import { FEW_MATCHES, fewMatchesPage, type TextSearch } from './search.js';
import { searchText } from './terms.js';

/** The text index (search.ts): every plan gives the same page, and it follows an item's writes. */
describeEachDialect('demand text search (%s)', (dialect) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(dialect);
  });
  afterAll(() => w.t.close());

  it('many matches read along the published items give the page the matches themselves give; a state change and an edit are followed', async () => {
    const db = scopedTo(w.db, 1);
    const org = (await db.selectFrom('orgs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 97) * 3_600_000).toISOString();
    const rows = Array.from({ length: Math.ceil(FEW_MATCHES * 1.4) }, (_, i) => ({
      org_id: org,
      author_id: null,
      kind: i % 3 === 0 ? ('PRODUCT' as const) : ('DEMAND' as const),
      category: '',
      title: `储能电池 ${String(i)}`,
      summary: '',
      industry: '新能源',
      area: '',
      tags: '',
      price: '面议',
      quantity: null,
      valid_until: null,
      contact_name: '',
      contact_phone: '',
      status: i % 5 === 0 ? ('CHECK' as const) : ('JOINT' as const),
      reason: '',
      published_at: i % 5 === 0 ? null : at(i),
      created_at: at(i),
      updated_at: at(i),
      search: searchText(i % 2 === 0 ? ['储能', '电池'] : ['电池']),
    }));
    for (let i = 0; i < rows.length; i += 100) await db.insertInto('demand_items').values(rows.slice(i, i + 100)).execute();
    const search: TextSearch = { terms: ['电池'], dialect, tenantId: 1 };
    const page = { pagenum: 2, size: 10, offset: 10 };
    const many = await listItems(db, { status: 'JOINT', search, page });
    expect(many.total).toBe(rows.filter((r) => r.status === 'JOINT').length);
    expect(many.total).toBeGreaterThan(FEW_MATCHES);
    if (dialect === 'sqlite') expect(many.rows.map((r) => r.id)).toEqual(await fewMatchesPage(db, search, { status: 'JOINT' }, page));
    const sorted = [...many.rows].sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id);
    expect(many.rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));

    const both = await listItems(db, { status: 'JOINT', kinds: ['PRODUCT'], search: { ...search, terms: ['储能', '电池'] }, page });
    expect(both.total).toBe(rows.filter((r, i) => r.status === 'JOINT' && r.kind === 'PRODUCT' && i % 2 === 0).length);

    // Taken offline, then its words edited: the index follows both writes.
    const first = many.rows[0]!;
    await db.updateTable('demand_items').set({ status: 'OFFLINE' }).where('id', '=', first.id).execute();
    expect((await listItems(db, { status: 'JOINT', search, page })).total).toBe(many.total - 1);
    expect((await listItems(db, { status: 'OFFLINE', search, page: { ...page, offset: 0 } })).rows.map((r) => r.id)).toEqual([first.id]);
    await db.updateTable('demand_items').set({ search: searchText(['钠离子']) }).where('id', '=', first.id).execute();
    expect((await listItems(db, { status: 'OFFLINE', search, page: { ...page, offset: 0 } })).total).toBe(0);
    // Another park's search finds none of them.
    expect((await listItems(scopedTo(w.db, 2), { status: 'JOINT', search: { ...search, tenantId: 2 }, page })).total).toBe(0);
  });
});
