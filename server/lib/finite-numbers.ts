import type { FastifyServerOptions } from 'fastify';

/**
 * Ajv's type coercion turns the strings 'Infinity', '-Infinity' and '1e309' into numbers that are
 * not finite, and skips minimum and maximum for such numbers, so `{"pagenum":"Infinity"}` or
 * `?size=1e309` passed an integer schema with bounds and reached the database. No JSON text and
 * no query string holds such a number: a validated request value that is not finite came from
 * that coercion. Every validator refuses it as Ajv refuses a value of the wrong type, so the
 * answer is the usual one for the field ("页码格式不正确").
 */

type AjvOptions = NonNullable<FastifyServerOptions['ajv']>;
type Ajv = Parameters<NonNullable<AjvOptions['onCreate']>>[0];
type Compile = Ajv['compile'];
type Validator = ReturnType<Compile>;
type Context = Parameters<Validator>[1];

interface Schema {
  type?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  patternProperties?: Record<string, Schema>;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/** The JSON pointer segments of the first number in data that is not finite, or undefined. */
export function nonFinitePath(data: unknown, path: string[] = []): string[] | undefined {
  if (typeof data === 'number') return Number.isFinite(data) ? undefined : [...path];
  if (typeof data !== 'object' || data === null) return undefined;
  for (const key in data) {
    if (!Object.hasOwn(data, key)) continue;
    path.push(key);
    const found = nonFinitePath((data as Record<string, unknown>)[key], path);
    path.pop();
    if (found) return found;
  }
  return undefined;
}

const isNumeric = (schema: Schema) => schema.type === 'number' || schema.type === 'integer';

/** The numeric schema that validated the value at path (for its title), as far as it can be told. */
function schemaAt(schema: Schema | undefined, path: string[]): Schema | undefined {
  if (!schema) return undefined;
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (branches.length > 0) {
    const found = branches
      .map((branch) => schemaAt(branch, path))
      .filter((s): s is Schema => s !== undefined);
    return found.find(isNumeric) ?? found[0];
  }
  const [key, ...rest] = path;
  if (key === undefined) return schema;
  if (Array.isArray(schema.items)) return schemaAt(schema.items[Number(key)], rest);
  if (schema.items) return schemaAt(schema.items, rest);
  const property = schema.properties?.[key];
  if (property) return schemaAt(property, rest);
  const pattern = Object.entries(schema.patternProperties ?? {}).find(([p]) => new RegExp(p, 'u').test(key));
  if (pattern) return schemaAt(pattern[1], rest);
  return typeof schema.additionalProperties === 'object'
    ? schemaAt(schema.additionalProperties, rest)
    : undefined;
}

const pointer = (path: string[]) =>
  path.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Wraps a compiled validator: what it accepts must hold finite numbers only. */
function finiteOnly(schema: Schema, inner: Validator): Validator {
  let failure: Validator['errors'] = null;
  const validate = function (this: unknown, data: unknown, context?: Context) {
    failure = null;
    if (!inner.call(this, data, context)) return false;
    // A root value coerced in place lives in its parent (Fastify passes one when schemaEnv is set).
    const parent = context?.parentData as Record<string | number, unknown> | undefined;
    const validated =
      parent && context?.parentDataProperty !== undefined ? parent[context.parentDataProperty] : data;
    const path = nonFinitePath(validated);
    if (!path) return true;
    const field = schemaAt(schema, path);
    failure = [
      {
        keyword: 'type',
        instancePath: pointer(path),
        schemaPath: '#/type',
        params: { type: field?.type === 'integer' ? 'integer' : 'number' },
        message: 'must be a finite number',
        ...(field ? { parentSchema: field, schema: field.type } : {}),
      },
    ];
    return false;
  };
  Object.defineProperties(validate, {
    errors: {
      get: () => failure ?? inner.errors,
      set: (errors: Validator['errors']) => void (inner.errors = errors),
    },
    schemaEnv: { get: () => inner.schemaEnv },
    schema: { get: () => inner.schema },
  });
  return validate as Validator;
}

/** Ajv `onCreate` hook: every validator the instance compiles refuses numbers that are not finite. */
export function refuseNonFiniteNumbers(ajv: Ajv): void {
  const compile: Compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: Parameters<Compile>[0], meta?: boolean) =>
    finiteOnly(schema as Schema, compile(schema, meta))) as Compile;
}
