import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PolicyDetail, PolicyListItem } from '../../../common/policy.js';
import { describeEachDialect } from '../../testing/databases.js';
import { addItem, BASE, buildWorld, createPolicy, must, policyForm, publish, type World } from './test-helpers.js';

type Page = { list: PolicyListItem[]; total: number };

/** The policy list's kept answers (list-memo.ts): a write shows on the next read, each kind of reader gets its own. */
describeEachDialect('policy list kept per version (%s)', (dialect) => {
  let w: World;
  const list = (who?: World['admin']) => must<Page>(w, 'GET', `${BASE}/listpolices?size=100`, who);
  const version = async () =>
    (await w.db.selectFrom('policy_list_versions').select('version').where('tenant_id', '=', 1).executeTakeFirst())?.version ?? 0;
  beforeAll(async () => {
    w = await buildWorld(dialect);
  });
  afterAll(() => w.t.close());

  it('shows every write on the next read: a new policy, its publication, a view counted', async () => {
    const first = await list();
    const before = await version();
    const id = await createPolicy(w, policyForm({ title: '版本测试政策' }));
    expect(await version()).toBeGreaterThan(before);
    // A draft: the operators' list has it at once, the visitors' not.
    expect((await list(w.admin)).list.map((p) => p.id)).toContain(id);
    expect(await list()).toEqual(first);
    await addItem(w, id, { name: '事项', award: 10, links: [] });
    await publish(w, id);
    const published = await list();
    expect(published.total).toBe(first.total + 1);
    const views = published.list.find((p) => p.id === id)!.viewCount;
    await must<PolicyDetail>(w, 'GET', `${BASE}/policy_detail?id=${id}`, w.userA);
    expect((await list()).list.find((p) => p.id === id)!.viewCount).toBe(views + 1);
  });

  it('keeps no park’s answer for another', async () => {
    await createPolicy(w, policyForm({ title: '第二园区政策' }), 2);
    const other = await must<Page>(w, 'GET', `${BASE}/listpolices?size=100&validity=ALL`, w.admin2, undefined, 2);
    expect(other.list.map((p) => p.title)).toContain('第二园区政策');
    expect((await list(w.admin)).list.map((p) => p.title)).not.toContain('第二园区政策');
  });
});
