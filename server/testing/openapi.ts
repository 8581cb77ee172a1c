import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Validates a document against the official OpenAPI 3.0 JSON Schema (openapi-3.0-schema.json
 * beside this file: the OpenAPI Initiative's `schemas/v3.0/schema.yaml`, Apache-2.0, as JSON,
 * unchanged), with Ajv — what client generators check a document against before they read it.
 *
 * The official schema is written in JSON Schema draft-04, which Ajv 8 reads as draft-07 but for one
 * keyword: draft-04's boolean `exclusiveMinimum` beside `minimum` (once, for `multipleOf > 0`) is
 * draft-07's numeric `exclusiveMinimum`. It is translated on loading; nothing else differs.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function toDraft07(node: Json): Json {
  if (Array.isArray(node)) return node.map(toDraft07);
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'id' && typeof value === 'string') out.$id = value;
    else if (key !== '$schema') out[key] = toDraft07(value);
  }
  if (out.exclusiveMinimum === true && typeof out.minimum === 'number') {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  }
  return out;
}

const official = JSON.parse(readFileSync(new URL('./openapi-3.0-schema.json', import.meta.url), 'utf8')) as Json;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(toDraft07(official) as object);

/** Where and why `document` is not valid OpenAPI 3.0; empty when it is. */
export function openApi30Problems(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}
