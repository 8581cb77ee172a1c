/**
 * The contracts' schemas are JSON Schema draft-07 (TypeBox; the server validates with them), where
 * an exclusive bound is a number: `exclusiveMinimum: 0` means "more than 0". OpenAPI 3.0 keeps
 * draft-04's form, a boolean beside the bound: `minimum: 0, exclusiveMinimum: true`. A document
 * with the draft-07 form is not valid OpenAPI 3.0 and client generators refuse it, so the generated
 * document says each exclusive bound the 3.0 way; the bound itself is unchanged.
 */
type Node = unknown;

function isObject(node: Node): node is Record<string, unknown> {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

/** One schema's numeric exclusive bound as OpenAPI 3.0 says it (the stricter one when both are given). */
function boundAs30(schema: Record<string, unknown>, exclusive: 'exclusiveMinimum' | 'exclusiveMaximum'): void {
  const bound = schema[exclusive];
  if (typeof bound !== 'number') return;
  const inclusive = exclusive === 'exclusiveMinimum' ? 'minimum' : 'maximum';
  const other = schema[inclusive];
  const exclusiveIsStricter =
    typeof other !== 'number' || (exclusive === 'exclusiveMinimum' ? bound >= other : bound <= other);
  if (exclusiveIsStricter) {
    schema[inclusive] = bound;
    schema[exclusive] = true;
  } else {
    delete schema[exclusive];
  }
}

/** A copy of `document` with every numeric exclusiveMinimum / exclusiveMaximum in OpenAPI 3.0 form. */
export function exclusiveBoundsAs30<T>(document: T): T {
  const walk = (node: Node): Node => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) copy[key] = walk(value);
    boundAs30(copy, 'exclusiveMinimum');
    boundAs30(copy, 'exclusiveMaximum');
    return copy;
  };
  return walk(document) as T;
}
