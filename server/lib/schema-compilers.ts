import type AjvCompiler from '@fastify/ajv-compiler';
import type { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { lazyRequire } from './lazy-require.js';

/**
 * Route schemas compiled on their first use instead of at start-up.
 *
 * Fastify compiles an Ajv validator for every request part and a fast-json-stringify serializer
 * for every response schema of every route while the server gets ready, which made start-up grow
 * with the route count (most routes of a portal are rarely called). Here each compile is deferred
 * to the first request that needs it and kept from then on; a response schema shared by several
 * routes is compiled once.
 *
 * Nothing else changes: the validators come from Fastify's own Ajv instance (same options, formats,
 * header-name lowercasing, same error objects for the envelope's messages), and the serializers
 * from Fastify's own fast-json-stringify compiler (fields not in the schema are still dropped).
 * What does move is the failure of a broken schema: from start-up to the route's first request,
 * which is why a test compiles every route's schemas eagerly (compileSchemasEagerly).
 *
 * Ajv itself (with Fastify's compiler around it) loads on the first validator compiled too: its
 * import was about a twelfth of the server's start-up CPU, and no request before the first with
 * a schema needs it.
 */

type AjvOptions = NonNullable<FastifyServerOptions['ajv']>;
type Ajv = Parameters<NonNullable<AjvOptions['onCreate']>>[0];
type Compile = Ajv['compile'];
type Validator = ReturnType<Compile>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/** Fastify's own Ajv compiler, loaded by the first validator compiled. */
const ajvCompiler = lazyRequire<typeof AjvCompiler>('@fastify/ajv-compiler');

/** fast-json-stringify (Fastify's own serializer compiler), loaded by the first response compiled. */
const serializerCompiler = lazyRequire<{ SerializerSelector: typeof SerializerSelector }>(
  '@fastify/fast-json-stringify-compiler',
);
const defaultSerializers: SerializerFactory = (externalSchemas, options) =>
  serializerCompiler().SerializerSelector()(externalSchemas, options);

let eager = false;

/** Tests only: compile at start-up as Fastify does by default, so a broken schema fails there. */
export function compileSchemasEagerly(on: boolean): void {
  eager = on;
}

/**
 * A validator that compiles on its first call. Fastify reads `schemaEnv` (to let Ajv coerce a
 * root value in place) and `errors` (after a failed call) only while validating, so they compile
 * too; `schema` is answered without compiling.
 */
function lazyValidator(schema: unknown, compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const get = () => (compiled ??= compile());
  const validate = function (this: unknown, data: unknown, context?: Parameters<Validator>[1]) {
    return get().call(this, data, context);
  };
  Object.defineProperties(validate, {
    errors: { get: () => compiled?.errors ?? null, set: (errors) => void (get().errors = errors) },
    schemaEnv: { get: () => get().schemaEnv },
    schema: { get: () => schema },
  });
  return validate as Validator;
}

/** What Fastify asks a validator compiler for: one request part of one route. */
interface ValidatedPart {
  schema?: unknown;
  method: string;
  url: string;
  httpPart: string;
}
type ValidatorCompiler = (part: ValidatedPart) => Validator;
type ValidatorFactory = (externalSchemas: unknown, options: AjvOptions) => ValidatorCompiler;

/**
 * Header names arrive lowercased: Fastify lowercases a header schema's property names (and its
 * required list) before its own Ajv compiler sees it, but not before a compiler of ours, so this
 * does as it does for the schema's own names.
 */
function lowerCaseHeaderNames(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const { properties, required } = schema as { properties?: Record<string, unknown>; required?: unknown };
  return {
    ...schema,
    ...(properties && typeof properties === 'object'
      ? { properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v])) }
      : {}),
    ...(Array.isArray(required) ? { required: required.map((r) => (typeof r === 'string' ? r.toLowerCase() : r)) } : {}),
  };
}

/**
 * The validator factory Fastify's schema controller calls: Fastify's own Ajv compiler (same
 * options, same instance for every route), created with Ajv's import on the first validator that
 * runs, and each route part's validator compiled on its first call.
 */
export function validatorsOnFirstUse(): ValidatorFactory {
  let selector: ValidatorFactory | undefined;
  return (externalSchemas, options) => {
    let compiler: ValidatorCompiler | undefined;
    const compile: ValidatorCompiler = (part) =>
      (compiler ??= (selector ??= ajvCompiler()() as unknown as ValidatorFactory)(externalSchemas, options))(
        part.httpPart === 'headers' ? { ...part, schema: lowerCaseHeaderNames(part.schema) } : part,
      );
    return (part) => (eager ? compile(part) : lazyValidator(part.schema, () => compile(part)));
  };
}

/**
 * Wraps a serializer factory (Fastify's default: fast-json-stringify) so that each response schema
 * is compiled on its first response, once per schema object.
 */
export function serializersOnFirstUse(inner: SerializerFactory = defaultSerializers): SerializerFactory {
  return (externalSchemas, options) => {
    if (eager) return inner(externalSchemas, options);
    // The compiler itself (and its import) waits for the first response too.
    let compiler: ReturnType<SerializerFactory> | undefined;
    const compile: ReturnType<SerializerFactory> = (route) =>
      (compiler ??= inner(externalSchemas, options))(route);
    const bySchema = new WeakMap<object, Serializer>();
    return (route) => {
      const key = typeof route.schema === 'object' && route.schema !== null ? route.schema : undefined;
      const known = key && bySchema.get(key);
      if (known) return known;
      let compiled: Serializer | undefined;
      const serialize: Serializer = (data) => (compiled ??= compile(route))(data);
      if (key) bySchema.set(key, serialize);
      return serialize;
    };
  };
}

/**
 * The Fastify server options for Ajv (with these custom options) and the schema compilers, with
 * every route schema compiled on first use. `onCreate` runs on the Ajv instance when it is made
 * (e.g. to wrap what its compile() hands out).
 */
export function lazySchemaOptions(
  customOptions: NonNullable<AjvOptions['customOptions']>,
  onCreate?: (ajv: Ajv) => void,
): Pick<FastifyServerOptions, 'ajv' | 'schemaController'> {
  return {
    ajv: { customOptions, ...(onCreate ? { onCreate } : {}) },
    schemaController: {
      compilersFactory: {
        buildValidator: validatorsOnFirstUse() as unknown as NonNullable<
          NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
        >['buildValidator'],
        buildSerializer: serializersOnFirstUse(),
      },
    },
  };
}
