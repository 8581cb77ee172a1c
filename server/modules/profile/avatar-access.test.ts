import { beforeAll, expect, it } from 'vitest';
import type { Profile } from '../../../common/profile/contract.js';
import { parkHost } from '../../testing/call.js';
import type { TestUser } from '../../testing/fixtures.js';
import { multipartBody, pngBytes } from '../../testing/uploads.js';
import { describeWorld, okData, staffOperator } from '../../testing/world.js';

/**
 * A user's avatar answers to the `avatar` kind (server/modules/profile/attachments.ts): the user,
 * and the operators who manage accounts or answer users' messages read it; a colleague and an
 * operator of another desk do not; only the user deletes it.
 */
describeWorld('who reads a user’s avatar (%s)', (w) => {
  let avatarId: number;
  const NOT_YOURS = { statusCode: 403, message: '无权查看该附件', data: null };

  const as = (user: TestUser) => ({ ...w.t.sign(1, user.token), host: parkHost(1) });
  const download = (user: TestUser) => w.t.app.inject({ url: `/api/dpboot/attach/download/${avatarId}`, headers: as(user) });

  const operator = (name: string, permissions: string[]) => staffOperator(w, { name, permissions });

  beforeAll(async () => {
    const form = multipartBody([{ name: 'file', filename: '头像.png', data: pngBytes() }]);
    const uploaded = await w.t.app.inject({
      method: 'POST',
      url: '/api/dpboot/attach/upload/single',
      headers: { ...as(w.userA), ...form.headers },
      payload: form.payload,
    });
    avatarId = uploaded.json<{ data: { id: number } }>().data.id;
    const saved = await okData<Profile>(w, 'POST', '/api/dpboot/user/profile', w.userA, {
      name: '张三',
      avatar: `/api/dpboot/attach/download/${avatarId}`,
    });
    expect(saved.avatar).toBe(`/api/dpboot/attach/download/${avatarId}`);
  });

  it('the user and the operators managing accounts or answering messages read it', async () => {
    const readers = [w.userA, await operator('用户管理员', ['user.manage']), await operator('客服专员', ['customer.manage'])];
    for (const user of readers) {
      const file = await download(user);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/png');
    }
  });

  it('a colleague, another enterprise and an operator of another desk do not', async () => {
    for (const user of [w.userA2, w.userB, await operator('诉求专员', ['appeal.handle'])]) {
      expect((await download(user)).json()).toEqual(NOT_YOURS);
    }
  });

  it('only the user deletes it; their profile then shows none', async () => {
    const manager = await operator('用户管理员乙', ['user.manage']);
    const remove = (user: TestUser) => w.t.app.inject({ method: 'DELETE', url: `/api/dpboot/attach/delete/${avatarId}`, headers: as(user) });
    expect((await remove(manager)).json()).toEqual({ statusCode: 403, message: '无权删除该附件', data: null });
    expect((await remove(w.userA)).json()).toMatchObject({ statusCode: 200 });
    expect((await okData<Profile>(w, 'GET', '/api/dpboot/user/profile', w.userA)).avatar).toBe('');
  });
});
