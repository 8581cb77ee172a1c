import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierDetail, ResourceItem, VisitItem } from '../../../common/carrier/contract.js';
import type { DirectoryDetail, DirectoryItem } from '../../../common/carrier/directory/contract.js';
import type { MapLayers, ParkMaps } from '../../../common/carrier/map/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { parkToday } from '../../lib/park-time.js';
import { parkHost } from '../../testing/call.js';
import { describeEachDialect } from '../../testing/databases.js';
import { buildWorld, call, okData, staffOperator, type World } from '../../testing/world.js';

const B = '/api/dpboot';
type Page<T> = { list: T[]; total: number };

const carrier = (over: Record<string, unknown> = {}) => ({
  name: '海创基地孵化器',
  type: '孵化器',
  level: '国家级',
  parkId: 1001,
  address: '杭州市滨江区江南大道3888号',
  lng: 120.2,
  lat: 30.2,
  areaM2: 68000,
  operatorName: '杭州海创园区运营管理有限公司',
  contact: '周敏',
  phone: '0571-86690218',
  services: ['工商注册代办', '投融资对接'],
  featured: true,
  intro: '国家级科技企业孵化器。',
  ...over,
});
const resource = (carrierId: number, over: Record<string, unknown> = {}) => ({
  carrierId,
  name: '301室',
  type: '办公室',
  floor: '3F',
  size: 120,
  price: 7200,
  status: 'FREE',
  tenantName: '',
  availableFrom: null,
  intro: '精装交付',
  ...over,
});
const place = (over: Record<string, unknown> = {}) => ({
  name: '物联网感知工程技术研究中心',
  type: '工程技术研究中心',
  level: '国家级',
  host: '杭州感知科技有限公司',
  fields: ['物联网'],
  stages: [],
  fundSize: null,
  parkId: 1001,
  address: '杭州市滨江区阡陌路555号',
  lng: 120.21,
  lat: 30.21,
  contact: '杨帆',
  phone: '0571-88075998',
  intro: '智能感知共性技术研究。',
  cases: '多光谱感知模组',
  ...over,
});

describeEachDialect('carriers, directory and the park map (%s)', (dialect) => {
  let w: World;
  let near: number;
  let far: number;
  beforeAll(async () => {
    w = await buildWorld(dialect);
    near = (await okData<{ id: number }>(w, 'POST', `${B}/zt/save`, w.committee, carrier())).id;
    // About 11 km north of the first.
    far = (await okData<{ id: number }>(w, 'POST', `${B}/zt/save`, w.committee, carrier({ name: '北岸产业楼宇', type: '产业楼宇', level: '未认定', lat: 30.3, featured: false }))).id;
  });
  afterAll(() => w?.t.close());

  it('keeps carriers and their spaces to the park, with counts, occupancy and the rule for a let space', async () => {
    await okData(w, 'POST', `${B}/zt/resource/save`, w.committee, resource(near));
    await okData(w, 'POST', `${B}/zt/resource/save`, w.committee, resource(near, { name: '302室', status: 'RENTED', tenantName: '杭州甲科技有限公司' }));
    await okData(w, 'POST', `${B}/zt/resource/save`, w.committee, resource(far, { name: '1号厂房', type: '厂房', size: 1500, price: 52500 }));
    const unnamed = await call(w, 'POST', `${B}/zt/resource/save`, w.committee, resource(near, { status: 'RENTED' }));
    expect(unnamed.body.message).toBe('已租的房源请填写承租企业');
    await okData(w, 'POST', `${B}/zt/resident/save`, w.committee, { carrierId: near, name: '杭州甲科技有限公司', industry: '软件', room: '3F-02', since: '2025-03-01' });

    const detail = await okData<CarrierDetail>(w, 'GET', `${B}/zt/detail/${String(near)}`);
    expect(detail).toMatchObject({ name: '海创基地孵化器', resources: 2, free: 1, residents: 1, occupancy: 50, services: ['工商注册代办', '投融资对接'], parkName: '测试园1' });
    expect(detail.resourceList.map((r) => r.status)).toEqual(['FREE', 'RENTED']);
    const list = await okData<Page<{ id: number }>>(w, 'GET', `${B}/zt/list`);
    expect(list.list.map((c) => c.id)).toEqual([near, far]);
    expect((await okData<Page<unknown>>(w, 'GET', `${B}/zt/list?type=产业楼宇`)).total).toBe(1);
    expect((await okData<Page<unknown>>(w, 'GET', `${B}/zt/list`, undefined, undefined, 2)).total).toBe(0);
    expect((await call(w, 'GET', `${B}/zt/detail/${String(near)}`, undefined, undefined, 2)).body.statusCode).not.toBe(200);
    const home = await okData<{ carriers: number; free: number; resources: number; featured: { id: number }[] }>(w, 'GET', `${B}/zt/home`);
    expect(home).toMatchObject({ carriers: 2, resources: 3, free: 2 });
    expect(home.featured.map((c) => c.id)).toEqual([near]);
  });

  it('filters spaces by size, rent and type, and finds those free now within N km of a position, nearest first', async () => {
    const ids = async (q: string) => (await okData<Page<ResourceItem>>(w, 'GET', `${B}/zt/resourceList?${q}`)).list.map((r) => r.name);
    expect(await ids('sqm=1000-')).toEqual(['1号厂房']);
    expect(await ids('price=-10000&type=办公室')).toEqual(['301室', '302室']);
    expect(await ids('status=FREE&near=120.2,30.29&km=5')).toEqual(['1号厂房']);
    const all = await okData<Page<ResourceItem>>(w, 'GET', `${B}/zt/resourceList?status=FREE&near=120.2,30.29&km=20`);
    expect(all.list.map((r) => r.name)).toEqual(['1号厂房', '301室']);
    expect(all.list[0]?.distanceKm).toBeLessThan(2);
    expect(all.list[1]?.distanceKm).toBeGreaterThan(9);
  });

  it('counts a free space as free now only from its available-from date on (the park’s today)', async () => {
    const names = async (q: string) => (await okData<Page<ResourceItem>>(w, 'GET', `${B}/zt/resourceList?${q}`)).list.map((r) => r.name);
    const today = parkToday();
    await okData(w, 'POST', `${B}/zt/resource/save`, w.committee, resource(far, { name: '2号厂房', type: '厂房', size: 1200, availableFrom: parkToday(Date.now(), -30) }));
    await okData(w, 'POST', `${B}/zt/resource/save`, w.committee, resource(far, { name: '3号厂房', type: '厂房', size: 1300, availableFrom: today }));
    // Free, but not before next month: listed as 空置, not as free now.
    expect(await names('status=FREE&type=厂房&near=120.2,30.29&km=5')).toEqual(['1号厂房', '2号厂房', '3号厂房']);
    expect(await names('status=NOW&type=厂房&near=120.2,30.29&km=5')).toEqual(['1号厂房', '3号厂房']);
    expect(await names('status=NOW&type=厂房')).toEqual(expect.arrayContaining(['1号厂房', '3号厂房']));
    expect(await names('status=NOW&type=厂房')).not.toContain('2号厂房');
    expect(await names('status=NOW&type=办公室')).toEqual(['301室']);
  });

  it('records a 预约看房 as a to-do and tells the requester once it is called back', async () => {
    const past = await call(w, 'POST', `${B}/zt/visit`, w.userA, { carrierId: near, name: '张伟', phone: '13812345678', company: '甲科技', visitDate: '2020-01-01', note: '' });
    expect(past.body.message).toBe('希望看房日期不能早于今天');
    expect((await call(w, 'POST', `${B}/zt/visit`, undefined, { carrierId: near })).body.statusCode).toBe(401);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const asked = { carrierId: near, name: '张伟', phone: '13812345678', company: '甲科技', visitDate: day, note: '想看120㎡左右的办公室' };
    const { id } = await okData<{ id: number }>(w, 'POST', `${B}/zt/visit`, w.userA, asked);
    // Asking again updates the waiting request.
    expect((await okData<{ id: number }>(w, 'POST', `${B}/zt/visit`, w.userA, { ...asked, note: '改为周五' })).id).toBe(id);
    expect(await okData(w, 'GET', `${B}/zt/visit/counts`, w.committee)).toMatchObject({ TOAUDIT: 1, DONE: 0 });
    const queue = await okData<Page<VisitItem>>(w, 'POST', `${B}/zt/visit/list`, w.committee, { status: 'TOAUDIT' });
    expect(queue.list).toMatchObject([{ id, carrierName: '海创基地孵化器', note: '改为周五', statusLabel: '待联系' }]);
    await okData(w, 'POST', `${B}/zt/visit/handle/${String(id)}`, w.committee, { note: '已约周五上午看房' });
    expect((await call(w, 'POST', `${B}/zt/visit/handle/${String(id)}`, w.committee, { note: '再次登记' })).body.message).toBe('该预约已登记联系');
    expect(await okData(w, 'GET', `${B}/zt/visit/counts`, w.committee)).toMatchObject({ TOAUDIT: 0, DONE: 1 });
    const told = await w.db
      .selectFrom('messages')
      .innerJoin('message_recipients', 'message_recipients.message_id', 'messages.id')
      .select('messages.title')
      .where('message_recipients.user_id', '=', w.userA.id)
      .execute();
    expect(told.map((m) => m.title)).toContain('您预约参观的海创基地孵化器已安排');
  });

  it('keeps the operators’ writes to those holding carrier.manage', async () => {
    expect((await call(w, 'POST', `${B}/zt/save`, w.userA, carrier())).body.statusCode).toBe(403);
    const clerk = await staffOperator(w, { name: '投资服务岗', permissions: ['investor.manage'] });
    expect((await call(w, 'POST', `${B}/zt/save`, clerk, carrier())).body).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    expect((await call(w, 'POST', `${B}/investor/save`, clerk, place({ name: '滨江天使基金', type: '天使投资', level: '', stages: ['天使轮'], fundSize: 5 }))).body.statusCode).toBe(200);
    const file = await w.t.app.inject({ method: 'GET', url: `${B}/zt/export`, headers: { ...w.t.sign(1, w.committee.token), host: parkHost(1) } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps platforms and investors apart in one directory, with the investor’s stages required', async () => {
    const platform = (await okData<{ id: number }>(w, 'POST', `${B}/innovation/save`, w.committee, place())).id;
    const noStages = await call(w, 'POST', `${B}/investor/save`, w.committee, place({ name: '钱塘产业基金', type: '产业基金', level: '' }));
    expect(noStages.body.message).toBe('请选择投资阶段');
    const investor = (await okData<{ id: number }>(w, 'POST', `${B}/investor/save`, w.committee, place({ name: '钱塘产业基金', type: '产业基金', level: '', stages: ['B轮'], fundSize: 120, lng: 120.22 }))).id;
    const platforms = await okData<Page<DirectoryItem>>(w, 'GET', `${B}/innovation/list?field=物联网`);
    expect(platforms.list.map((p) => p.id)).toEqual([platform]);
    expect((await call(w, 'GET', `${B}/innovation/detail/${String(investor)}`)).body.statusCode).not.toBe(200);
    expect(await okData<DirectoryDetail>(w, 'GET', `${B}/investor/detail/${String(investor)}`)).toMatchObject({ stages: ['B轮'], fundSize: 120, level: '' });
    const file = await w.t.app.inject({ method: 'GET', url: `${B}/investor/export`, headers: { ...w.t.sign(1, w.committee.token), host: parkHost(1) } });
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('投资机构'));
  });

  it('serves the map’s layers with their markers, and the spec’s per-park counts', async () => {
    const map = await okData<MapLayers>(w, 'GET', '/api/parkboot/park/mapLayers');
    const layer = (key: string) => map.layers.find((l) => l.key === key);
    expect(layer('CARRIER')?.markers.map((m) => m.id)).toEqual([near, far]);
    expect(layer('PLATFORM')?.count).toBe(1);
    expect(layer('INVESTOR')?.count).toBe(2);
    const counted = await okData<ParkMaps>(w, 'POST', '/api/parkboot/park/listCalculateParkMaps/1001?calculate=true', undefined, {});
    expect(counted.subParks[0]).toMatchObject({ id: 1001, carriers: 2, platforms: 1, investors: 2, enterprises: 3 });
    const bare = await okData<ParkMaps>(w, 'POST', '/api/parkboot/park/listCalculateParkMaps/1001', undefined, {});
    expect(bare.subParks[0]?.carriers).toBeNull();
    expect((await call(w, 'POST', '/api/parkboot/park/listCalculateParkMaps/2001', undefined, {})).body.statusCode).not.toBe(200);
  });
});

describe('carrier rules', () => {
  it('reads bands and positions', async () => {
    const { bandOf, pointOf, distanceKm } = await import('../../../common/carrier/rules.js');
    expect(bandOf('50-200')).toEqual({ min: 50, max: 200 });
    expect(bandOf('1000-')).toEqual({ min: 1000 });
    expect(bandOf('x')).toEqual({});
    expect(pointOf('120.2,30.2')).toEqual({ lng: 120.2, lat: 30.2 });
    expect(pointOf('120.2;30.2')).toBeNull();
    expect(distanceKm({ lng: 120.2, lat: 30.2 }, { lng: 120.2, lat: 30.3 })).toBeCloseTo(11.1, 1);
  });
});
