import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT, type TenantAnswer } from '@common/tenant';
import { clearTenant, currentTenant, readTenant, resolveTenant, setTenant, sysId } from './tenant';

const park2: TenantAnswer = { bdSysId: 2, logo: '/l.png', fullname: '苏州工业园区', dp_simple: '苏州园区', sourceParkId: 2001, highTechZone: '金鸡湖', themeColor: '#0f766e' };
const T0 = 1_800_000_000_000;

describe('tenant cache (SPEC §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearTenant();
  });

  it('maps the answer field by field and stores it under the hostname with a 5-hour expiry', async () => {
    const tenant = await resolveTenant(async () => park2, T0);
    expect(tenant).toEqual({ id: 2, logo: '/l.png', name: '苏州工业园区', indextitle: '苏州园区', parkid: 2001, parkname: '金鸡湖', themeColor: '#0f766e' });
    expect(JSON.parse(localStorage.getItem(location.hostname)!)).toEqual(tenant);
    expect(Number(localStorage.getItem(`${location.hostname}_expire`))).toBe(T0 + 18_000_000);
    expect(sysId()).toBe(2);
  });

  it('restores the stored tenant until the expiry, then removes both entries and empties it', () => {
    setTenant({ ...DEFAULT_TENANT, id: 7 }, T0);
    clearTenant();
    expect(readTenant(T0 + 18_000_000 - 1)?.id).toBe(7);
    expect(readTenant(T0 + 18_000_000)).toBeNull();
    expect(currentTenant()).toBeNull();
    expect(localStorage.getItem(location.hostname)).toBeNull();
    expect(localStorage.getItem(`${location.hostname}_expire`)).toBeNull();
  });

  it('asks again for a tenant stored by an older version, without its colour, instead of drawing it in the wrong one', async () => {
    const { themeColor: _older, ...olderShape } = DEFAULT_TENANT;
    localStorage.setItem(location.hostname, JSON.stringify({ ...olderShape, id: 2 }));
    localStorage.setItem(`${location.hostname}_expire`, String(T0 + 1000));
    expect(readTenant(T0)).toBeNull();
    expect((await resolveTenant(async () => park2, T0)).themeColor).toBe('#0f766e');
  });

  it('treats a missing expiry as expired', () => {
    localStorage.setItem(location.hostname, JSON.stringify(DEFAULT_TENANT));
    expect(readTenant(T0)).toBeNull();
    expect(localStorage.getItem(location.hostname)).toBeNull();
  });

  it('uses the cache instead of asking again, and the preset default when the call fails', async () => {
    let calls = 0;
    await resolveTenant(async () => (calls++, park2), T0);
    await resolveTenant(async () => (calls++, park2), T0 + 1000);
    expect(calls).toBe(1);
    localStorage.clear();
    expect(await resolveTenant(async () => Promise.reject(new Error('offline')), T0)).toEqual(DEFAULT_TENANT);
  });

  it('clear empties the tenant; requests then carry the default sysid', async () => {
    await resolveTenant(async () => park2, T0);
    clearTenant();
    expect(currentTenant()).toBeNull();
    expect(sysId()).toBe(DEFAULT_TENANT.id);
  });
});
