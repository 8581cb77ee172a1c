import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { parkHost } from '../../testing/call.js';
import type { TestUser } from '../../testing/fixtures.js';
import { fileForm, pngBytes, sendUpload } from './test-helpers.js';
import { describeWorld } from '../../testing/world.js';

const NOT_FOUND = { statusCode: 404, message: '附件不存在', data: null };
const NOT_YOURS = { statusCode: 403, message: '无权查看该附件', data: null };

describeWorld('attachment access (%s)', (w) => {
  let owner: TestUser;
  let colleague: TestUser;
  let operator: TestUser;
  let stranger: TestUser;

  beforeAll(() => {
    // A user of the park, another one, its 管委会, and the 管理员 of the other park.
    ({ individual: owner, userA: colleague, committee: operator, admin2: stranger } = w);
  });

  /** Only operators may publish, so a PUBLIC file is the operator's unless said otherwise. */
  async function upload(visibility: 'PUBLIC' | 'PRIVATE', by: TestUser = visibility === 'PUBLIC' ? operator : owner): Promise<number> {
    const res = await sendUpload(w, fileForm(`${visibility}.png`, pngBytes(), { visibility }), by);
    expect(res.json().statusCode).toBe(200);
    return res.json().data.id as number;
  }

  /** As `user` (anonymous when undefined) in tenant 1, or in tenant 2 on its own host. */
  const as = (user: TestUser | undefined, tenant: 1 | 2 = 1) => ({
    ...w.t.sign(tenant, user?.token),
    host: parkHost(tenant),
  });
  const info = (id: number, user?: TestUser, tenant: 1 | 2 = 1) =>
    w.t.app.inject({ url: `/api/dpboot/attach/getAttInfo/${id}`, headers: as(user, tenant) });
  const download = (id: number, user?: TestUser, tenant: 1 | 2 = 1) =>
    w.t.app.inject({ url: `/api/dpboot/attach/download/${id}`, headers: as(user, tenant) });
  const remove = (id: number, user?: TestUser, tenant: 1 | 2 = 1) =>
    w.t.app.inject({ method: 'DELETE', url: `/api/dpboot/attach/delete/${id}`, headers: as(user, tenant) });

  const storedPath = async (id: number) => {
    const row = await w.t.database.db
      .selectFrom('attachments')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return path.join(w.t.config.dataDir, 'files', row.storage_key);
  };

  // No record holds these files: each is its uploader's alone (records' files: owners.test.ts).
  it('lets only the uploader read a PRIVATE file not attached to anything — not even an operator', async () => {
    const id = await upload('PRIVATE');
    expect((await info(id, owner)).json()).toMatchObject({ statusCode: 200, data: { id, visibility: 'PRIVATE' } });
    const res = await download(id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pngBytes())).toBe(true);
    for (const user of [operator, colleague, undefined]) {
      const answer = await info(id, user);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(NOT_YOURS);
      const file = await download(id, user);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^application\/json/);
      expect(file.headers['content-disposition']).toBeUndefined();
      expect(file.json()).toEqual(NOT_YOURS);
    }
  });

  it('lets anyone in the tenant read a PUBLIC file, even anonymous', async () => {
    const id = await upload('PUBLIC');
    for (const user of [colleague, operator, undefined]) {
      expect((await info(id, user)).json()).toMatchObject({
        statusCode: 200,
        data: { id, visibility: 'PUBLIC' },
      });
      expect((await download(id, user)).rawPayload.equals(pngBytes())).toBe(true);
    }
  });

  it('never shows another tenant an attachment, not even that it exists', async () => {
    const id = await upload('PUBLIC');
    const missing = 999_999;
    for (const target of [id, missing]) {
      expect((await info(target, stranger, 2)).json()).toEqual(NOT_FOUND);
      expect((await download(target, stranger, 2)).json()).toEqual(NOT_FOUND);
      expect((await remove(target, stranger, 2)).json()).toEqual(NOT_FOUND);
      expect((await info(target, undefined, 2)).json()).toEqual(NOT_FOUND);
    }
    expect((await info(id, owner)).json().statusCode).toBe(200);
  });

  it('answers an id beyond the database range as not found', async () => {
    expect((await info(2 ** 40)).json()).toEqual(NOT_FOUND);
  });

  it('lets only the uploader delete a file not attached to anything — not even an operator', async () => {
    const privateId = await upload('PRIVATE');
    const publicId = await upload('PUBLIC');
    expect((await remove(publicId)).statusCode).toBe(401);
    expect((await remove(privateId, colleague)).json()).toEqual(NOT_YOURS);
    expect((await remove(privateId, operator)).json()).toEqual(NOT_YOURS);
    const refused = { statusCode: 403, message: '无权删除该附件', data: null };
    expect((await remove(publicId, colleague)).json()).toEqual(refused);
    expect((await remove(publicId, w.admin)).json()).toEqual(refused);
    expect((await info(publicId, colleague)).json().statusCode).toBe(200);

    expect((await remove(privateId, owner)).json()).toMatchObject({ statusCode: 200, data: null });
  });

  it('soft-deletes on the uploader’s request: gone for every reader, and its file removed', async () => {
    const id = await upload('PUBLIC');
    const file = await storedPath(id);
    expect(fs.existsSync(file)).toBe(true);

    expect((await remove(id, operator)).json()).toMatchObject({ statusCode: 200, data: null });
    expect(fs.existsSync(file)).toBe(false);
    const row = await w.t.database.db
      .selectFrom('attachments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();

    expect((await info(id, owner)).json()).toEqual(NOT_FOUND);
    expect((await download(id, operator)).json()).toEqual(NOT_FOUND);
    expect((await remove(id, operator)).json()).toEqual(NOT_FOUND);
  });

  it('answers not found, not a 500, when the file vanished from disk', async () => {
    const id = await upload('PRIVATE');
    fs.rmSync(await storedPath(id));
    expect((await download(id, owner)).json()).toEqual(NOT_FOUND);
  });
});
