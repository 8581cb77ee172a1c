import { expect, it } from 'vitest';
import type { NeedItem, PublicInstitution } from '../../../common/finance/contract.js';
import { scopedTo } from '../../kit/tenant-scope.js';
import { call, describeWorld, okData } from '../../testing/world.js';
import { financePort } from './public.js';

const BASE = '/api/dpboot/finance';
const bank = { name: '宁波银行杭州分行', kind: '银行', intro: '', address: '江南大道 588 号', contactName: '郑晓燕', contactPhone: '0571-86000002' };

describeWorld('finance institutions on the map and the needs screens (%s)', (w) => {
  it('puts an institution with a point on the map of its park only, without its contacts', async () => {
    const placed = await okData<{ id: number }>(w, 'POST', `${BASE}/institution/save`, w.committee, { ...bank, lng: 120.2105, lat: 30.2087 });
    await okData(w, 'POST', `${BASE}/institution/save`, w.committee, { ...bank, name: '未标注位置的担保公司', kind: '担保机构' });
    const half = await call(w, 'POST', `${BASE}/institution/save`, w.committee, { ...bank, name: '半个坐标', lng: 120.2 });
    expect(half.body).toMatchObject({ statusCode: 400, message: '经度与纬度须同时填写' });

    const onMap = await financePort.get().listInstitutionsForMap(scopedTo(w.db, 1));
    expect(onMap).toEqual([{ id: placed.id, name: bank.name, kind: '银行', address: bank.address, products: 0, lng: 120.2105, lat: 30.2087 }]);
    expect(await financePort.get().listInstitutionsForMap(scopedTo(w.db, 2))).toEqual([]);

    const listed = await okData<PublicInstitution[]>(w, 'GET', `${BASE}/institution/list`);
    expect(listed.map((i) => [i.name, i.lng])).toEqual([
      [bank.name, 120.2105],
      ['未标注位置的担保公司', null],
    ]);
    expect(JSON.stringify(listed)).not.toContain('郑晓燕');
  });

  it('reads one need for its enterprise only, and refuses to edit a closed one', async () => {
    const need = { orgName: '杭州甲科技有限公司', amount: 500, purpose: '新建中试车间', termMonths: 36, guarantee: '抵押', contactName: '张三', contactPhone: '13912345678' };
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/need/save`, w.userA, need);
    const mine = await okData<NeedItem>(w, 'GET', `${BASE}/need/mine/${String(id)}`, w.userA2);
    expect(mine).toMatchObject({ amount: 500, purpose: '新建中试车间', status: 'OPEN', statusLabel: '对接中' });
    expect((await call(w, 'GET', `${BASE}/need/mine/${String(id)}`, w.userB)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/need/mine/${String(id)}`, w.individual)).body.statusCode).toBe(403);
    await okData(w, 'POST', `${BASE}/need/save`, w.userA, { ...need, id, amount: 600 });
    expect((await okData<NeedItem>(w, 'GET', `${BASE}/need/mine/${String(id)}`, w.userA)).amount).toBe(600);
    await okData(w, 'POST', `${BASE}/need/close/${String(id)}`, w.userA);
    expect((await call(w, 'POST', `${BASE}/need/save`, w.userA, { ...need, id })).body).toMatchObject({ statusCode: 409, message: '已关闭的融资需求不能修改' });
  });
});
