import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type InjectOptions } from 'fastify';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { envelopePlugin, ok } from '../plugins/envelope.js';
import { buildTestApp } from '../testing/app.js';
import {
  compileSchemasEagerly,
  lazySchemaOptions,
  serializersOnFirstUse,
} from './schema-compilers.js';

/** The Ajv options of server/app.ts. */
const AJV = { verbose: true, coerceTypes: 'array', removeAdditional: true } as const;

type AjvOnCreate = NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>;

const Item = Type.Object({ id: Type.Integer(), name: Type.String() });
const ItemAnswer = Type.Object({ statusCode: Type.Integer(), message: Type.String(), data: Item });
const Form = Type.Object({
  name: Type.String({ title: '名称', minLength: 1, maxLength: 5 }),
  count: Type.Optional(Type.Integer({ title: '数量', minimum: 1 })),
  tags: Type.Optional(Type.Array(Type.String(), { title: '标签', maxItems: 2 })),
  nested: Type.Optional(Type.Object({ flag: Type.Boolean() }, { additionalProperties: false })),
});

/** Routes that exercise validation (all four request parts) and response serialization. */
async function routes(app: FastifyInstance) {
  await app.register(envelopePlugin);
  app.post('/form', { schema: { body: Form } }, async (request) => ok({ received: request.body }));
  app.post('/list', { schema: { body: Type.Array(Type.Integer()) } }, async (request) =>
    ok({ received: request.body }),
  );
  app.get(
    '/query',
    {
      schema: {
        querystring: Type.Object({
          page: Type.Integer({ title: '页码', minimum: 1 }),
          ids: Type.Array(Type.Integer()),
        }),
      },
    },
    async (request) => ok({ query: request.query }),
  );
  app.get(
    '/item/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1, title: '编号' }) }),
        response: { 200: ItemAnswer },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      // Fields beyond the response schema must not reach the client.
      return { ...ok({ id, name: `第${id}项`, secret: 'internal' }), debug: true };
    },
  );
  app.get('/item-again', { schema: { response: { 200: ItemAnswer } } }, async () =>
    ok({ id: '7', name: 'x', hash: 'h' }),
  );
  app.post(
    '/headers',
    {
      schema: {
        headers: Type.Object({ 'Idempotency-Key': Type.String({ title: 'Idempotency-Key', minLength: 8 }) }),
      },
    },
    async (request) => ok({ key: request.headers['idempotency-key'] }),
  );
}

/** What each app is asked; the answers of the lazy app must equal the eager app's. */
const json = { 'content-type': 'application/json' };
const REQUESTS = {
  coerced: {
    method: 'POST',
    url: '/form',
    payload: { name: 'abc', count: '3', tags: 'one', extra: 'kept', nested: { flag: 'true', x: 1 } },
  },
  missing: { method: 'POST', url: '/form', payload: {} },
  empty: { method: 'POST', url: '/form', payload: { name: '' } },
  tooLong: { method: 'POST', url: '/form', payload: { name: 'abcdefg' } },
  tooSmall: { method: 'POST', url: '/form', payload: { name: 'a', count: 0 } },
  notANumber: { method: 'POST', url: '/form', payload: { name: 'a', count: 'many' } },
  tooMany: { method: 'POST', url: '/form', payload: { name: 'a', tags: ['1', '2', '3'] } },
  notAnObject: { method: 'POST', url: '/form', payload: '[1]', headers: json },
  // Coercing the root value (a number into an array) needs the value's parent: Fastify passes it.
  rootCoerced: { method: 'POST', url: '/list', payload: '5', headers: json },
  query: { method: 'GET', url: '/query?page=2&ids=5' },
  queryMany: { method: 'GET', url: '/query?page=2&ids=5&ids=6' },
  queryTooSmall: { method: 'GET', url: '/query?page=0&ids=1' },
  queryMissing: { method: 'GET', url: '/query?ids=1' },
  item: { method: 'GET', url: '/item/3' },
  itemZero: { method: 'GET', url: '/item/0' },
  itemNotANumber: { method: 'GET', url: '/item/abc' },
  itemAgain: { method: 'GET', url: '/item-again' },
  header: { method: 'POST', url: '/headers', headers: { 'idempotency-key': 'abcdefgh' } },
  headerShort: { method: 'POST', url: '/headers', headers: { 'idempotency-key': 'short' } },
  headerMissing: { method: 'POST', url: '/headers' },
} satisfies Record<string, InjectOptions>;

async function answers(app: FastifyInstance) {
  const out = [];
  for (const [name, request] of Object.entries(REQUESTS)) {
    const response = await app.inject(request as InjectOptions);
    out.push({ name, status: response.statusCode, body: response.body });
  }
  return out;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  compileSchemasEagerly(false);
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function app(options: FastifyServerOptions) {
  const instance = Fastify({ logger: false, ...options });
  apps.push(instance);
  await instance.register(routes);
  await instance.ready();
  return instance;
}

/** Counts the real Ajv compiles underneath the lazy ones. */
function countingAjv(counter: { compiles: number }): AjvOnCreate {
  return (ajv) => {
    const compile = ajv.compile.bind(ajv);
    ajv.compile = ((...args: Parameters<typeof compile>) => {
      counter.compiles += 1;
      return compile(...args);
    }) as typeof ajv.compile;
  };
}

describe('lazy schema compilers', () => {
  it('answer every request exactly as Fastify’s eager compilers do', async () => {
    const eager = await app({ ajv: { customOptions: AJV } });
    const lazy = await app(lazySchemaOptions(AJV));
    const expected = await answers(eager);
    expect(await answers(lazy)).toEqual(expected);
    // Answered twice: once compiling, once with the compiled functions.
    expect(await answers(lazy)).toEqual(expected);
  });

  it('keep the behaviour the API relies on: coercion, removal, stripping, Chinese messages from titles', async () => {
    const lazy = await app(lazySchemaOptions(AJV));
    const answer = async (name: keyof typeof REQUESTS) =>
      (await lazy.inject(REQUESTS[name] as InjectOptions)).json<{
        statusCode: number;
        message: string;
        data: unknown;
      }>();
    expect((await answer('coerced')).data).toEqual({
      // removeAdditional drops what a closed object does not name; an open one keeps it.
      received: { name: 'abc', count: 3, tags: ['one'], extra: 'kept', nested: { flag: true } },
    });
    expect((await answer('rootCoerced')).data).toEqual({ received: [5] });
    expect((await answer('query')).data).toEqual({ query: { page: 2, ids: [5] } });
    expect((await answer('missing')).message).toBe('请填写名称');
    expect((await answer('empty')).message).toBe('名称不能为空');
    expect((await answer('tooSmall')).message).toBe('数量不能小于1');
    expect((await answer('tooMany')).message).toBe('标签最多2项');
    expect((await answer('itemZero')).message).toBe('编号不能小于1');
    // Fields beyond the response schema are dropped, and values take the schema's types.
    expect(await answer('item')).toEqual({
      statusCode: 200,
      message: '操作成功',
      data: { id: 3, name: '第3项' },
    });
    expect((await answer('itemAgain')).data).toEqual({ id: 7, name: 'x' });
    // A header schema written in canonical case still matches the lowercased request headers.
    expect((await answer('header')).data).toEqual({ key: 'abcdefgh' });
    expect((await answer('headerShort')).message).toBe('Idempotency-Key不能少于8个字符');
  });

  it('compile a validator on its route’s first request, once', async () => {
    const counter = { compiles: 0 };
    const lazy = await app(lazySchemaOptions(AJV, countingAjv(counter)));
    expect(counter.compiles).toBe(0);

    await lazy.inject({ method: 'POST', url: '/form', payload: { name: 'a' } });
    expect(counter.compiles).toBe(1);
    await lazy.inject({ method: 'POST', url: '/form', payload: {} });
    await lazy.inject({ method: 'POST', url: '/form', payload: { name: 'b' } });
    expect(counter.compiles).toBe(1);

    await lazy.inject({ method: 'GET', url: '/query?page=1&ids=1' });
    expect(counter.compiles).toBe(2);
  });

  it('compile a serializer on its first response, once per response schema', async () => {
    const counter = { compiles: 0 };
    const counting: ReturnType<typeof SerializerSelector> = (externalSchemas, options) => {
      const compile = SerializerSelector()(externalSchemas, options);
      return (route) => {
        counter.compiles += 1;
        return compile(route);
      };
    };
    const lazy = await app({
      ajv: { customOptions: AJV },
      schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse(counting) } },
    });
    expect(counter.compiles).toBe(0);

    expect((await lazy.inject({ method: 'GET', url: '/item/1' })).json()).toEqual({
      statusCode: 200,
      message: '操作成功',
      data: { id: 1, name: '第1项' },
    });
    expect(counter.compiles).toBe(1);
    await lazy.inject({ method: 'GET', url: '/item/2' });
    // Another route with the same response schema object shares the compiled serializer.
    expect((await lazy.inject({ method: 'GET', url: '/item-again' })).json()).toEqual({
      statusCode: 200,
      message: '操作成功',
      data: { id: 7, name: 'x' },
    });
    expect(counter.compiles).toBe(1);
  });

  it('compile at start-up when asked to, so a broken schema fails there', async () => {
    const broken = { type: 'object', properties: { a: { type: 'no-such-type' } } };
    const build = async () => {
      const instance = Fastify({ logger: false, ...lazySchemaOptions(AJV) });
      apps.push(instance);
      instance.post('/broken', { schema: { body: broken } }, async () => ok(null));
      await instance.ready();
      return instance;
    };
    const lazy = await build();
    expect((await lazy.inject({ method: 'POST', url: '/broken', payload: {} })).statusCode).toBe(500);

    compileSchemasEagerly(true);
    await expect(build()).rejects.toThrow(/Failed building the validation schema for POST: \/broken/);
  });
});

describe('the server’s route schemas', () => {
  it('all compile (what start-up no longer checks)', async () => {
    compileSchemasEagerly(true);
    const t = await buildTestApp('sqlite');
    await t.close();
  });
});
