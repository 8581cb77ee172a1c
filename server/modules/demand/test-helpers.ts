import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../db/database.js';
import { buildWorld, call, okData, type TestUser, type World } from '../../testing/world.js';

/** Test-only: the demand API on the two-park world (server/testing/world.ts). */
export const BASE = '/api/dpboot/cx';

let serial = 0;
/** A complete, valid item of a kind. */
export function itemForm(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'DEMAND',
    category: '技术攻关',
    title: `寻求工业机器人视觉检测技术合作（${String(++serial)}）`,
    summary: '我司需要对装配线上的零件进行视觉缺陷检测，希望与具备算法能力的团队合作。',
    industry: '高端装备制造',
    area: '余杭区',
    tags: ['机器视觉', '缺陷检测'],
    price: '50万元以内',
    contactName: '王经理',
    contactPhone: '13900001111',
    ...extra,
  };
}

export async function saveItemAs(
  w: World,
  user: TestUser,
  form: Record<string, unknown>,
  tenant: 1 | 2 = 1,
): Promise<number> {
  return (await okData<{ id: number }>(w, 'POST', `${BASE}/my/item/save`, user, form, tenant)).id;
}

/** An item of `user`'s organisation, approved by the park's operator; its id. */
export async function publishedItem(
  w: World,
  user: TestUser,
  form: Record<string, unknown> = itemForm(),
  tenant: 1 | 2 = 1,
): Promise<number> {
  const id = await saveItemAs(w, user, form, tenant);
  await okData(
    w,
    'POST',
    `${BASE}/manage/item/approve/${String(id)}`,
    tenant === 1 ? w.committee : w.admin2,
    undefined,
    tenant,
  );
  return id;
}

export { buildWorld, call, okData, type TestUser, type World };

/** The two-park world of one dialect, built before the suite's tests and closed after them. */
export function worldFor(dialect: Dialect): () => World {
  let w: World | undefined;
  beforeAll(async () => {
    w = await buildWorld(dialect);
  });
  afterAll(() => w?.t.close());
  return () => {
    if (!w) throw new Error('the world is built before the tests');
    return w;
  };
}
