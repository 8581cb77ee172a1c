import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/databases.js';
import { insertUser, type TestUser } from '../../testing/fixtures.js';
import type { TestApp } from '../../testing/app.js';
import { buildWorld, call, insertAttachment, insertOrg, userRow } from './test-helpers.js';

describeEachDialect('personal profile API (%s)', (dialect) => {
  let t: TestApp;
  let serial = 0;
  const newUser = (tenant: 1 | 2 = 1, orgId: number | null = null) =>
    insertUser(t.database.db, tenant, `1350000${String(++serial).padStart(4, '0')}`, [], orgId);

  beforeAll(async () => {
    ({ t } = await buildWorld(dialect));
  });
  afterAll(() => t.close());

  it('needs a login for reading and saving', async () => {
    expect((await call(t, 'GET', undefined)).http).toBe(401);
    expect((await call(t, 'POST', undefined, { name: '张三' })).http).toBe(401);
  });

  it('answers the owner a fresh profile with the full phone and no organisation', async () => {
    const user = await newUser();
    const res = await call(t, 'GET', user);
    expect(res.body).toEqual({
      statusCode: 200,
      message: '操作成功',
      data: {
        id: user.id,
        name: expect.stringMatching(/^用户\d{4}$/),
        phone: expect.stringMatching(/^1350000\d{4}$/),
        email: '',
        position: '',
        avatar: '',
        org: null,
        createdAt: expect.any(String),
      },
    });
  });

  it('summarises the organisation the user belongs to', async () => {
    const orgId = await insertOrg(t.database.db, 1, '杭州云帆科技有限公司', '云帆科技');
    const user = await newUser(1, orgId);
    const res = await call(t, 'GET', user);
    expect(res.body.data.org).toEqual({ id: orgId, fullname: '杭州云帆科技有限公司', simplename: '云帆科技', orgtype: 'SERVICE', orgtypeLabel: '服务机构' });
  });

  it('saves tidied values, answers the new profile, and the session carries the new name', async () => {
    const user = await newUser();
    const avatar = await insertAttachment(t.database.db, 1, user.id);
    const res = await call(t, 'POST', user, {
      name: '  王  小明 ',
      email: ' wang.xm@example.com.cn ',
      position: ' 研发  总监 ',
      avatar: `http://localhost:8080${avatar}?sysid=1`,
    });
    expect(res.body).toMatchObject({
      statusCode: 200,
      message: '保存成功',
      data: { name: '王 小明', email: 'wang.xm@example.com.cn', position: '研发 总监', avatar },
    });
    expect((await call(t, 'GET', user)).body.data).toMatchObject({ name: '王 小明', avatar });
    expect(await t.app.sessions.userById(1, user.id)).toMatchObject({ name: '王 小明' });
  });

  it('keeps fields left out, and clears fields sent empty', async () => {
    const user = await newUser();
    const avatar = await insertAttachment(t.database.db, 1, user.id);
    await call(t, 'POST', user, { name: '李四', email: 'li@example.com', position: '经理', avatar });
    await call(t, 'POST', user, { name: '李四四' });
    expect(await userRow(t.database.db, user.id)).toEqual({ name: '李四四', email: 'li@example.com', position: '经理', avatar_url: avatar });
    await call(t, 'POST', user, { name: '李四四', email: '', position: ' ', avatar: '' });
    expect(await userRow(t.database.db, user.id)).toEqual({ name: '李四四', email: '', position: '', avatar_url: '' });
  });

  it('accepts form-urlencoded bodies as the other account calls send them', async () => {
    const user = await newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dpboot/user/profile',
      headers: { ...t.sign(1, user.token), host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%E8%B5%B5%E5%85%AD&position=%E5%B7%A5%E7%A8%8B%E5%B8%88',
    });
    expect(res.json()).toMatchObject({ statusCode: 200, data: { name: '赵六', position: '工程师' } });
  });

  describe('refusals change nothing', () => {
    let user: TestUser;
    let other: TestUser;
    beforeAll(async () => {
      user = await newUser();
      other = await newUser();
    });

    const cases: [string, () => Promise<Record<string, unknown>>, string][] = [
      ['no name', async () => ({ email: 'a@b.cn' }), '请填写姓名'],
      ['a one-character name', async () => ({ name: '王' }), '姓名不能少于2个字符'],
      ['a name of spaces', async () => ({ name: '   ' }), '请填写姓名'],
      ['a name padded to length', async () => ({ name: ' 王 ' }), '姓名不能少于2个字符'],
      ['a 21-character name', async () => ({ name: '王'.repeat(21) }), '姓名不能超过20个字符'],
      ['a name with a control character', async () => ({ name: '王\u0007五' }), '姓名含有不可见字符，请重新输入'],
      ['an e-mail without @', async () => ({ name: '王五', email: 'wang.example.com' }), '邮箱格式不正确'],
      ['an e-mail without a domain dot', async () => ({ name: '王五', email: 'wang@localhost' }), '邮箱格式不正确'],
      ['an e-mail with a space', async () => ({ name: '王五', email: 'wang wu@example.com' }), '邮箱格式不正确'],
      ['a 31-character position', async () => ({ name: '王五', position: '职'.repeat(31) }), '职务不能超过30个字符'],
      ['an avatar that is not an attachment address', async () => ({ name: '王五', avatar: 'https://evil.example/a.png' }), '头像附件无效，请重新上传'],
      ['another user’s image', async () => ({ name: '王五', avatar: await insertAttachment(t.database.db, 1, other.id) }), '头像附件不存在，请重新上传'],
      ['a deleted image', async () => ({ name: '王五', avatar: await insertAttachment(t.database.db, 1, user.id, { deleted: true }) }), '头像附件不存在，请重新上传'],
      ['a PDF', async () => ({ name: '王五', avatar: await insertAttachment(t.database.db, 1, user.id, { mime: 'application/pdf' }) }), '头像须为 JPG、PNG、WebP 或 GIF 图片'],
      ['an id beyond int4', async () => ({ name: '王五', avatar: '/api/dpboot/attach/download/9999999999' }), '头像附件无效，请重新上传'],
    ];
    it.each(cases)('%s', async (_, payload, message) => {
      const before = await userRow(t.database.db, user.id);
      const res = await call(t, 'POST', user, await payload());
      expect(res.http).toBe(200);
      expect(res.body).toEqual({ statusCode: 400, message, data: null });
      expect(await userRow(t.database.db, user.id)).toEqual(before);
    });
  });

  it('keeps each park to itself: another park’s token, image or user is never reached', async () => {
    const user2 = await newUser(2);
    expect((await call(t, 'GET', user2, undefined, 1)).http).toBe(401);
    expect((await call(t, 'GET', user2, undefined, 2)).body.data.id).toBe(user2.id);

    const user = await newUser();
    // The same person's upload in the other park: ids are global, so the tenant must be checked.
    const foreign = await insertAttachment(t.database.db, 2, user.id);
    const res = await call(t, 'POST', user, { name: '王五', avatar: foreign });
    expect(res.body).toMatchObject({ statusCode: 400, message: '头像附件不存在，请重新上传' });
  });

  it('shows no avatar once its file was deleted', async () => {
    const user = await newUser();
    const avatar = await insertAttachment(t.database.db, 1, user.id);
    await call(t, 'POST', user, { name: '钱七', avatar });
    const id = Number(avatar.split('/').pop());
    await t.database.db.updateTable('attachments').set({ deleted_at: new Date().toISOString() }).where('id', '=', id).execute();
    expect((await call(t, 'GET', user)).body.data.avatar).toBe('');
  });
});
