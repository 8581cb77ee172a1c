import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineContract } from '../../common/contract/endpoint.js';
import type { AppInstance } from '../app-types.js';
import { answered, serve } from './serve.js';

/** A contract of the kit's own, so the helper is tested apart from any module. */
const kitContract = defineContract(
  { base: 'dpboot', tag: 'kit', module: '测试' },
  {
    plain: { method: 'GET', path: 'kit/plain', access: 'public', summary: '数据', answer: Type.Object({ n: Type.Integer() }), message: '查询成功' },
    told: { method: 'GET', path: 'kit/told', access: 'public', summary: '自定消息', answer: Type.Object({ n: Type.Integer() }) },
    sentItself: { method: 'GET', path: 'kit/sent', access: 'public', summary: '自行发送', answer: Type.Object({ n: Type.Integer() }) },
  },
);

describe('serve (registering a handler through its contract)', () => {
  const warnings: string[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } } });
  beforeAll(async () => {
    const instance = app as unknown as AppInstance;
    serve(instance, kitContract.plain, () => ({ n: 1 }));
    serve(instance, kitContract.told, () => answered({ n: 2 }, '已办结'));
    // Like the organisation search's memoised pages: the handler sends bytes serialised already.
    serve(instance, kitContract.sentItself, async ({ reply }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return reply.type('application/json; charset=utf-8').send(Buffer.from('{"code":200,"message":"ok","data":{"n":3}}'));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('wraps the data in the envelope with the contract message', async () => {
    const answer = await app.inject(kitContract.plain.url);
    expect(answer.json()).toMatchObject({ message: '查询成功', data: { n: 1 } });
  });

  it('takes a message the handler chose', async () => {
    expect((await app.inject(kitContract.told.url)).json()).toMatchObject({ message: '已办结', data: { n: 2 } });
  });

  it('sends nothing more when the handler sent the answer itself', async () => {
    const answer = await app.inject(kitContract.sentItself.url);
    expect(answer.json()).toEqual({ code: 200, message: 'ok', data: { n: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings).toEqual([]);
  });
});
