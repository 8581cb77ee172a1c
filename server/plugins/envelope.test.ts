import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { defineContract } from '../../common/contract/endpoint.js';
import { serveAll } from '../kit/serve.js';
import { BizError } from '../lib/errors.js';
import { buildTestApp, postRaw, type TestApp } from '../testing/app.js';
import { describeEachDialect } from '../testing/databases.js';
import { twoParkApp } from '../testing/two-park-app.js';
import { insertTwoTenants } from '../testing/fixtures.js';

const WRAPPER = '/api/need/getTenantWrapper';

describeEachDialect('envelope errors on %s', (dialect) => {
  const t = twoParkApp(dialect);

  const tenantsCount = async () => (await t.database.db.selectFrom('tenants').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('answers an unknown API route with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/dpboot/nothing/here', headers: t.sign(1) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: '接口不存在', data: null });
  });

  it('answers a malformed JSON body with a 400 envelope and writes nothing', async () => {
    const before = await tenantsCount();
    const response = await postRaw(t.app, WRAPPER, 'application/json', '{"domain": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: '请求内容不是合法的 JSON', data: null });
    expect(await tenantsCount()).toBe(before);
  });

  it('answers a content type the API does not take with a 415 envelope', async () => {
    const response = await postRaw(t.app, WRAPPER, 'application/xml', '<domain>localhost</domain>');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ statusCode: 415, message: '不支持的请求内容类型', data: null });
  });

  it('answers schema violations with HTTP 200, statusCode 400 and a Chinese message naming the field', async () => {
    const response = await postRaw(t.app, WRAPPER, 'application/json', JSON.stringify({ domain: 'x'.repeat(300) }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 400, message: '域名不能超过253个字符', data: null });
  });
});

describe('business and unexpected errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Test-only endpoints, registered through a contract like every API route.
    const probe = defineContract(
      { base: 'need', tag: 'test', module: '测试' },
      {
        biz: { method: 'GET', path: 'biz', access: 'public', unsigned: true, summary: '业务错误', answer: Type.Null() },
        crash: { method: 'GET', path: 'crash', access: 'public', unsigned: true, summary: '意外错误', answer: Type.Null() },
        echo: {
          method: 'POST',
          path: 'echo',
          access: 'public',
          unsigned: true,
          summary: '回显',
          body: Type.Object({ phone: Type.String({ title: '手机号', pattern: '^1\\d{10}$' }) }),
          answer: Type.Object({ phone: Type.String() }),
        },
      },
    );
    t = await buildTestApp('sqlite', {}, (app) =>
      serveAll(app, probe, {
        biz: () => {
          throw new BizError('该企业已认证', 409);
        },
        crash: () => {
          throw new Error('secret stack detail');
        },
        echo: ({ body }) => body,
      }),
    );
    await insertTwoTenants(t.database.db);
  });
  afterAll(() => t.close());

  it('sends a BizError as HTTP 200 with its code and message', async () => {
    const biz = await t.app.inject({ method: 'GET', url: '/api/need/biz' });
    expect(biz.statusCode).toBe(200);
    expect(biz.json()).toEqual({ statusCode: 409, message: '该企业已认证', data: null });
  });

  it('hides the details of a crash', async () => {
    const crash = await t.app.inject({ method: 'GET', url: '/api/need/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.body).not.toContain('secret');
    expect(crash.json()).toEqual({ statusCode: 500, message: '服务器内部错误，请稍后再试', data: null });
  });

  it('names the missing or malformed field by its title', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/need/echo', payload: {} });
    expect(missing.json()).toEqual({ statusCode: 400, message: '请填写手机号', data: null });
    const bad = await t.app.inject({ method: 'POST', url: '/api/need/echo', payload: { phone: '123' } });
    expect(bad.json()).toEqual({ statusCode: 400, message: '手机号格式不正确', data: null });
  });
});
