import type { Kysely } from 'kysely';
import { POST_STATES, type Post, type PostState } from '../../../common/orgchart/contract.js';
import type { DB } from '../../db/schema.js';
import { record } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { containsAny } from '../../lib/sql-like.js';
import type { ListPage } from '../../kit/list-input.js';
import './tables.js';

export interface PostFilter {
  search?: string;
  state?: PostState;
  page: ListPage;
}

export async function listPosts(db: Kysely<DB>, f: PostFilter): Promise<{ list: Post[]; total: number }> {
  let q = db.selectFrom('posts');
  const search = containsAny(f.search, ['posts.name', 'posts.code']);
  if (search) q = q.where(search);
  if (f.state) q = q.where('posts.state', '=', f.state);
  const { n } = await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['posts.id', 'posts.name', 'posts.code', 'posts.sort', 'posts.state'])
    .select((eb) =>
      eb
        .selectFrom('staff')
        .whereRef('staff.post_id', '=', 'posts.id')
        .select((e) => e.fn.countAll<string | number>().as('c'))
        .as('staff_count'),
    )
    .orderBy('posts.sort')
    .orderBy('posts.id')
    .limit(f.page.size)
    .offset(f.page.offset)
    .execute();
  return {
    list: rows.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      sort: p.sort,
      state: p.state,
      stateLabel: POST_STATES[p.state],
      staffCount: Number(p.staff_count ?? 0),
    })),
    total: Number(n),
  };
}

export interface PostInput {
  id?: number;
  name: string;
  code: string;
  sort: number;
  state: PostState;
}

export async function savePost(db: Kysely<DB>, tenantId: number, actorId: number, input: PostInput): Promise<number> {
  const name = input.name.trim();
  const code = input.code.trim().toUpperCase();
  if (name.length < 2) throw new BizError('岗位名称至少2个字');
  return db.transaction().execute(async (trx) => {
    const clash = await trx.selectFrom('posts').select('id').where('code', '=', code).executeTakeFirst();
    if (clash && clash.id !== input.id) throw new BizError('岗位编码已存在');
    let id = input.id;
    if (id !== undefined) {
      const found = await trx.selectFrom('posts').select('id').where('id', '=', id).executeTakeFirst();
      if (!found) throw notFound('岗位');
      await trx.updateTable('posts').set({ name, code, sort: input.sort, state: input.state }).where('id', '=', id).execute();
    } else {
      ({ id } = await trx
        .insertInto('posts')
        .values({ name, code, sort: input.sort, state: input.state, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    await record(trx, {
      tenantId,
      subjectType: 'post',
      subjectId: id,
      action: input.id === undefined ? 'CREATE' : 'UPDATE',
      from: null,
      to: input.state,
      reason: `${name}（${code}）`,
      actorId,
    });
    return id;
  });
}

export async function removePost(db: Kysely<DB>, tenantId: number, actorId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom('posts').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!post) throw notFound('岗位');
    const { n } = await trx
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('post_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) throw new BizError(`该岗位仍有 ${Number(n)} 人在岗，请先为他们调整岗位`);
    await trx.deleteFrom('posts').where('id', '=', id).execute();
    await record(trx, { tenantId, subjectType: 'post', subjectId: id, action: 'DELETE', from: null, to: '', reason: post.name, actorId });
  });
}
