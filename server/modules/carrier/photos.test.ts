import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CarrierDetail, ResourceDetail } from '../../../common/carrier/contract.js';
import { parkHost } from '../../testing/call.js';
import { describeEachDialect } from '../../testing/databases.js';
import type { TestUser } from '../../testing/fixtures.js';
import { buildWorld, call, okData, type World } from '../../testing/world.js';
import { multipartBody, pngBytes } from '../../testing/uploads.js';

const B = '/api/dpboot';

const carrier = (photoIds?: number[]) => ({
  name: '云栖小镇众创空间',
  type: '众创空间',
  level: '省级',
  parkId: null,
  address: '杭州市西湖区云栖小镇',
  lng: 120.1,
  lat: 30.13,
  areaM2: 12000,
  operatorName: '杭州云栖创业服务有限公司',
  contact: '陈洁',
  phone: '0571-85021234',
  services: ['共享会议室'],
  featured: false,
  intro: '面向云计算创业团队的众创空间。',
  ...(photoIds ? { photoIds } : {}),
});

describeEachDialect('carrier and space photos under the attachment ownership rule (%s)', (dialect) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(dialect);
  });
  afterAll(() => w?.t.close());

  async function upload(user: TestUser, name: string, data: Buffer): Promise<number> {
    const form = multipartBody([{ name: 'file', filename: name, data }]);
    const answer = await w.t.app.inject({ method: 'POST', url: `${B}/attach/upload/single`, headers: { ...w.t.sign(1, user.token), ...form.headers }, payload: form.payload });
    return (answer.json() as { data: { id: number } }).data.id;
  }
  /** Whether a visitor (not signed in) gets the file itself, not an envelope refusing it. */
  const publicFile = async (id: number) => {
    const answer = await w.t.app.inject({ method: 'GET', url: `${B}/attach/download/${String(id)}`, headers: { ...w.t.sign(1), host: parkHost(1) } });
    return answer.statusCode === 200 && String(answer.headers['content-type']).startsWith('image/png');
  };

  it('links an operator’s images in order and makes them public; refuses others’ uploads and non-images; a photo taken off is deleted', async () => {
    const [front, hall] = [await upload(w.committee, '外立面.png', pngBytes()), await upload(w.committee, '大厅.png', pngBytes())];
    expect(await publicFile(front)).toBe(false);
    const { id } = await okData<{ id: number }>(w, 'POST', `${B}/zt/save`, w.committee, carrier([hall, front]));
    const detail = await okData<CarrierDetail>(w, 'GET', `${B}/zt/detail/${String(id)}`);
    expect(detail.photos.map((p) => p.id)).toEqual([hall, front]);
    expect(await publicFile(front)).toBe(true);

    const mine = await upload(w.userA, '我的照片.png', pngBytes());
    expect((await call(w, 'POST', `${B}/zt/save`, w.committee, { ...carrier([mine]), id })).body.message).toBe('照片不存在或不是图片，请重新上传');
    const pdf = await upload(w.committee, '说明.pdf', Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'));
    expect((await call(w, 'POST', `${B}/zt/save`, w.committee, { ...carrier([pdf]), id })).body.message).toBe('照片不存在或不是图片，请重新上传');

    // Deleting a photo: only under the owner's rule (carrier.manage).
    const del = (user: TestUser, file: number) => call(w, 'DELETE', `${B}/attach/delete/${String(file)}`, user);
    expect((await del(w.userA, hall)).body.statusCode).toBe(403);

    // Saved without the hall: it is gone; saved without photoIds: unchanged.
    await okData(w, 'POST', `${B}/zt/save`, w.committee, { ...carrier([front]), id });
    expect(await publicFile(hall)).toBe(false);
    await okData(w, 'POST', `${B}/zt/save`, w.committee, { ...carrier(), id });
    expect((await okData<CarrierDetail>(w, 'GET', `${B}/zt/detail/${String(id)}`)).photos.map((p) => p.id)).toEqual([front]);
    expect((await del(w.committee, front)).body.statusCode).toBe(200);
    expect((await okData<CarrierDetail>(w, 'GET', `${B}/zt/detail/${String(id)}`)).photos).toEqual([]);
  });

  it('keeps a space’s photos with the space', async () => {
    const { id: carrierId } = await okData<{ id: number }>(w, 'POST', `${B}/zt/save`, w.committee, { ...carrier(), name: '紫金港科创园' });
    const room = await upload(w.committee, '办公室.png', pngBytes());
    const space = { carrierId, name: '501室', type: '办公室', floor: '5F', size: 200, price: 12000, status: 'FREE', tenantName: '', availableFrom: null, intro: '', photoIds: [room] };
    const { id } = await okData<{ id: number }>(w, 'POST', `${B}/zt/resource/save`, w.committee, space);
    const detail = await okData<ResourceDetail>(w, 'GET', `${B}/zt/resourceDetail/${String(id)}`);
    expect(detail.photos.map((p) => p.filename)).toEqual(['办公室.png']);
    const managed = await okData<ResourceDetail[]>(w, 'GET', `${B}/zt/manage/resources?carrierId=${String(carrierId)}`, w.committee);
    expect(managed[0]?.photos.map((p) => p.id)).toEqual([room]);
    expect(await publicFile(room)).toBe(true);
  });
});
