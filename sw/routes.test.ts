import { describe, expect, it } from 'vitest';
import { backgroundSyncBroken, isAppNavigation, isBuiltAsset, isOutboxPost, isTile, readArea } from './routes';

const origin = 'https://park.example.cn';
const u = (path: string) => new URL(path, origin);

describe('what the worker caches', () => {
  it('caches the public policy, notice, rank-list, declaration-notice and map reads (GET, same origin) only', () => {
    expect(readArea(u('/api/dpboot/policy/listpolices?sysid=1&pagenum=1'), origin, 'GET')).toBe('policy');
    expect(readArea(u('/api/dpboot/policy/policy_detail?id=3&sysid=1'), origin, 'GET')).toBe('policy');
    expect(readArea(u('/api/dpboot/policy/getApplyTreeByPolicyId/7?sysid=1'), origin, 'GET')).toBe('policy');
    expect(readArea(u('/api/dpboot/policy/list_hot_polices?sysid=1'), origin, 'GET')).toBe('policy');
    expect(readArea(u('/api/dpboot/notice/list?sysid=1'), origin, 'GET')).toBe('notice');
    expect(readArea(u('/api/dpboot/notice/detail/12?sysid=1'), origin, 'GET')).toBe('notice');
    expect(readArea(u('/api/dpboot/notice/get_files/12?sysid=1'), origin, 'GET')).toBe('notice');
    expect(readArea(u('/api/dpboot/notice/search_type?sysid=1'), origin, 'GET')).toBe('notice');
    expect(readArea(u('/api/dpboot/rank/list?pagenum=1&size=10&sysid=1'), origin, 'GET')).toBe('rank');
    expect(readArea(u('/api/dpboot/rank/detail/5?sysid=1'), origin, 'GET')).toBe('rank');
    expect(readArea(u('/api/dpboot/declare/xg_list_declare?sysid=1&pagenum=1&size=20'), origin, 'GET')).toBe('declare');
    expect(readArea(u('/api/dpboot/declare/detail_declare?id=4&sysid=1'), origin, 'GET')).toBe('declare');
    expect(readArea(u('/api/parkboot/v2/industryMap/listStandTopCatalog'), origin, 'GET')).toBe('map');
    expect(readArea(u('/api/parkboot/v3/orgLayout/dir/listNames'), origin, 'GET')).toBe('map');
  });

  it('never caches personal, operator or write calls', () => {
    for (const path of [
      '/api/dpboot/notice/manage/list?sysid=1',
      '/api/dpboot/notice/manage/counts',
      '/api/dpboot/rank/manage/list?sysid=1',
      '/api/dpboot/rank/manage/detail/5',
      '/api/dpboot/rank/orgs?search=1',
      '/api/dpboot/policy/list_test_records',
      '/api/dpboot/policy/testdetail?id=1',
      '/api/dpboot/user/current',
      '/api/dpboot/appeal/my/list',
      '/api/dpboot/declare/list_declareAndOrg',
      '/api/dpboot/declare/is_declare_title',
    ]) {
      expect(readArea(u(path), origin, 'GET')).toBeNull();
    }
    expect(readArea(u('/api/dpboot/notice/list'), origin, 'POST')).toBeNull();
    expect(readArea(new URL('https://other.example.cn/api/dpboot/notice/list'), origin, 'GET')).toBeNull();
  });

  it('knows the AMap tile hosts, the hashed assets and the app navigations', () => {
    expect(isTile(new URL('https://webrd02.is.autonavi.com/appmaptile?x=1&y=2&z=3'))).toBe(true);
    expect(isTile(new URL('https://webst04.is.autonavi.com/appmaptile?style=6'))).toBe(true);
    expect(isTile(new URL('https://evil.autonavi.com.example/appmaptile'))).toBe(false);
    expect(isBuiltAsset(u('/innoweb/assets/notice-detail-page-abc.js'), origin)).toBe(true);
    expect(isBuiltAsset(u('/innoweb/sw.js'), origin)).toBe(false);
    expect(isAppNavigation(u('/innoweb/notice/detail/3'), origin)).toBe(true);
    expect(isAppNavigation(u('/api/dpboot/notice/list'), origin)).toBe(false);
    expect(isAppNavigation(u('/api/docs'), origin)).toBe(false);
  });

  it('takes POSTs with an idempotency key to the API into the outbox queue, nothing else', () => {
    const keyed = new Headers({ 'Idempotency-Key': 'abc-123-def' });
    expect(isOutboxPost(u('/api/dpboot/appeal/submit'), origin, 'POST', keyed)).toBe(true);
    expect(isOutboxPost(u('/api/dpboot/appeal/submit'), origin, 'POST', new Headers())).toBe(false);
    expect(isOutboxPost(u('/api/dpboot/appeal/submit'), origin, 'GET', keyed)).toBe(false);
  });

  it('replays without Background Sync in the webviews where it never fires', () => {
    expect(backgroundSyncBroken('Mozilla/5.0 (Linux; Android 13; V2219A Build/TP1A; wv) AppleWebKit/537.36 Chrome/116 MicroMessenger/8.0')).toBe(true);
    expect(backgroundSyncBroken('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36')).toBe(false);
  });
});
