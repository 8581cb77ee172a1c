import path from 'node:path';
import { expect, it } from 'vitest';
import type { AppealDetail } from '../../../common/appeal/contract.js';
import { dueAtFor } from '../../../common/appeal/rules.js';
import { filesUnder } from '../../testing/uploads.js';
import { appealFields, BASE, buildWorld, call, countRows, filed, newKey, pngBytes, submit } from './test-helpers.js';
import { describeBuilt } from '../../testing/world.js';

describeBuilt('appeal/submit (%s)', buildWorld, (w) => {
  const files = () => filesUnder(path.join(w.t.config.dataDir, 'files')).sort();
  const counts = async () => ({
    appeals: await countRows(w.db, 'appeals'),
    attachments: await countRows(w.db, 'attachments'),
    links: await countRows(w.db, 'appeal_files'),
    events: await countRows(w.db, 'appeal_events'),
    files: files().length,
  });

  it('files an enterprise user’s appeal with photos, deadline and timeline; the photo is served through the appeal', async () => {
    const res = await submit(w, w.userA, {
      photos: [{ data: pngBytes(), filename: 'IMG_0001.HEIC' }, { data: pngBytes() }],
    });
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ statusCode: 200, message: '提交成功' });
    const id = res.body.data!.id;

    const row = await w.db.selectFrom('appeals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_id: 1,
      org_id: w.orgA,
      state: 'SUBMITTED',
      submitter_id: w.userA.id,
      on_behalf: 0,
      category: 'INFRA',
    });
    expect(Number(row.lng)).toBeCloseTo(120.2101);
    expect(row.due_at).toBe(dueAtFor(row.created_at, 'INFRA'));

    const detail = await call<AppealDetail>(w, 'GET', `${BASE}/detail/${id}`, w.userA2);
    expect(detail.body.data).toMatchObject({
      title: '园区道路积水严重',
      orgId: w.orgA,
      stateLabel: '待受理',
      overdue: false,
      canRate: false,
    });
    // Named by what they are, not by what the phone called them.
    expect(detail.body.data.photos.map((p) => [p.filename, p.mime])).toEqual([
      ['现场照片1.png', 'image/png'],
      ['现场照片2.png', 'image/png'],
    ]);
    expect(detail.body.data.events.map((e) => [e.action, e.actionLabel, e.actorName])).toEqual([
      ['SUBMIT', '提交诉求', expect.any(String)],
    ]);

    // A colleague of the enterprise reads the photo through the appeal; another enterprise cannot.
    const photo = detail.body.data.photos[0]!;
    const download = await w.t.app.inject({
      method: 'GET',
      url: photo.url,
      headers: { ...w.t.sign(1, w.userA2.token), host: 'localhost' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(pngBytes())).toBe(true);
    const other = await w.t.app.inject({
      method: 'GET',
      url: photo.url,
      headers: { ...w.t.sign(1, w.userB.token), host: 'localhost' },
    });
    expect(other.json()).toMatchObject({ statusCode: 404, message: '诉求不存在' });
    // No temporary file is left behind.
    expect(files().some((f) => f.includes('.incoming'))).toBe(false);
  });

  it('answers a repeat of the same Idempotency-Key with the first id and writes nothing', async () => {
    const key = newKey();
    const first = await submit(w, w.userA, { key, photos: [{ data: pngBytes() }] });
    const before = await counts();
    const again = await submit(w, w.userA, {
      key,
      photos: [{ data: pngBytes() }],
      fields: appealFields({ title: '改过的标题' }),
    });
    expect(again.body).toEqual(first.body);
    expect(await counts()).toEqual(before);
  });

  it('stores concurrent duplicates exactly once, and every one gets the same answer', async () => {
    const key = newKey();
    const before = await counts();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => submit(w, w.userA, { key, photos: [{ data: pngBytes() }] })),
    );
    const ids = new Set(answers.map((a) => a.body.data?.id));
    expect(answers.every((a) => a.body.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await counts()).toEqual({
      appeals: before.appeals + 1,
      attachments: before.attachments + 1,
      links: before.links + 1,
      events: before.events + 1,
      files: before.files + 1,
    });
  });

  it('refuses another user’s key, a missing key, anonymous callers and individuals without writing', async () => {
    const key = newKey();
    await filed(w, w.userA, { key });
    const before = await counts();
    expect((await submit(w, w.userB, { key })).body).toMatchObject({
      statusCode: 409,
      message: '请求标识已被使用，请重新提交',
    });
    const missing = await submit(w, w.userA, { key: null });
    expect(missing.http).toBe(400);
    expect(missing.body.message).toContain('Idempotency-Key');
    expect((await submit(w, undefined)).http).toBe(401);
    expect((await submit(w, w.individual)).body).toMatchObject({
      statusCode: 403,
      message: expect.stringContaining('个人用户不能提交诉求'),
    });
    expect(await counts()).toEqual(before);
  });

  it('lets a service organisation file for itself, and an operator file for an enterprise of the park', async () => {
    const own = await filed(w, w.service);
    expect(
      (await w.db.selectFrom('appeals').select('org_id').where('id', '=', own).executeTakeFirstOrThrow())
        .org_id,
    ).toBe(w.serviceOrg);

    const id = await filed(w, w.admin, { fields: appealFields({ orgId: String(w.orgB) }) });
    const row = await w.db.selectFrom('appeals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ org_id: w.orgB, submitter_id: w.admin.id, on_behalf: 1 });
    // The enterprise sees what the officer filed for it.
    expect((await call(w, 'GET', `${BASE}/detail/${id}`, w.userB)).body.statusCode).toBe(200);

    expect((await submit(w, w.admin)).body.message).toBe('请选择诉求企业');
    expect((await submit(w, w.admin, { fields: appealFields({ orgId: String(w.orgC) }) })).body.message).toBe(
      '所选企业不存在，请重新选择',
    );
    // A user's orgId field is ignored: they file for their own organisation only.
    const mine = await filed(w, w.userA, { fields: appealFields({ orgId: String(w.orgB) }) });
    expect(
      (await w.db.selectFrom('appeals').select('org_id').where('id', '=', mine).executeTakeFirstOrThrow())
        .org_id,
    ).toBe(w.orgA);
  });

  it('answers invalid forms with a Chinese message naming the field, and keeps no file', async () => {
    const before = await counts();
    const cases: Array<[Record<string, string>, string]> = [
      [appealFields({ category: '' }), '请选择诉求类别'],
      [appealFields({ category: 'PARTY' }), '诉求类别的取值无效'],
      [appealFields({ title: ' ' }), '请填写诉求标题'],
      [appealFields({ title: '积' }), '诉求标题不能少于2个字符'],
      [appealFields({ title: '长'.repeat(51) }), '诉求标题不能超过50个字符'],
      [appealFields({ content: '太短' }), '诉求内容不能少于5个字符'],
      [appealFields({ address: '址'.repeat(201) }), '地址不能超过200个字符'],
      [appealFields({ lat: '' }), '位置信息不完整：经度和纬度须同时提供'],
      [appealFields({ lng: 'east' }), '经度格式不正确'],
      [appealFields({ lat: '91' }), '纬度格式不正确'],
    ];
    for (const [fields, message] of cases) {
      const res = await submit(w, w.userA, { fields, photos: [{ data: pngBytes() }] });
      expect(res.body, message).toMatchObject({ statusCode: 400, message });
    }
    const notImage = await submit(w, w.userA, {
      photos: [{ data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'a.jpg' }],
    });
    expect(notImage.body.message).toBe('照片只能是 jpg、png、webp 或 gif 格式的图片');
    const tooMany = await submit(w, w.userA, {
      photos: Array.from({ length: 7 }, () => ({ data: pngBytes() })),
    });
    expect(tooMany.body.message).toBe('照片最多6张');
    const empty = await submit(w, w.userA, { photos: [{ data: Buffer.alloc(0) }] });
    expect(empty.body.message).toBe('第1张照片是空的，请重新选择');
    expect(await counts()).toEqual(before);
  });

  it('keeps parks apart: the same key in another park is another appeal, and ids do not cross', async () => {
    const key = newKey();
    const one = await filed(w, w.userA, { key });
    const two = await filed(w, w.userC, { key, tenant: 2 });
    expect(two).not.toBe(one);
    expect((await call(w, 'GET', `${BASE}/detail/${one}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/detail/${two}`, w.admin)).body.statusCode).toBe(404);
  });
});
