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
 */

type AjvOptions = NonNullable<FastifyServerOptions['ajv']>;
type Ajv = Parameters<NonNullable<AjvOptions['onCreate']>>[0];
type Compile = Ajv['compile'];
type Validator = ReturnType<Compile>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

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

/** Ajv `onCreate` hook: the instance's compile() hands out validators that compile on first use. */
export function compileValidatorsOnFirstUse(ajv: Ajv): void {
  if (eager) return;
  const compile: Compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: Parameters<Compile>[0], meta?: boolean) =>
    lazyValidator(schema, () => compile(schema, meta))) as Compile;
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
 * every route schema compiled on first use. `onCreate` runs on the Ajv instance first (e.g. to
 * wrap what its compile() hands out).
 */
export function lazySchemaOptions(
  customOptions: NonNullable<AjvOptions['customOptions']>,
  onCreate?: (ajv: Ajv) => void,
): Pick<FastifyServerOptions, 'ajv' | 'schemaController'> {
  return {
    ajv: {
      customOptions,
      onCreate: (ajv: Ajv) => {
        onCreate?.(ajv);
        compileValidatorsOnFirstUse(ajv);
      },
    },
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } },
  };
}
