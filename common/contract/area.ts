/**
 * What an area declares about itself in its common folder (`common/<area>/area.ts`), for both
 * sides to see: the permissions its operator endpoints and screens need, the topics of the system
 * notifications its workflows send, and the statuses in which its records wait for an operator.
 * The central lists of the app are derived from these declarations (common/areas.ts collects
 * them), never written a second time.
 */

/** One piece of operator work: its label in the role editor and the menu group it sits in. */
export interface PermissionSpec {
  label: string;
  group: string;
}

export interface AreaSpec {
  /** The area's name: its folders' (common/<name>, server/modules/<name>, src/modules/<name>). */
  name: string;
  /** Its permissions, keyed `area.verb` (common/permissions.ts collects them). */
  permissions?: Readonly<Record<string, PermissionSpec>>;
  /**
   * The topics of the notifications its workflows send through the notify port
   * (server/kit/notify.ts), each with the label the recipient sees.
   */
  topics?: Readonly<Record<string, string>>;
  /**
   * Where its records wait for an operator: per record (its table), the statuses an operator must
   * act on (待审核, 待受理…). Each has a to-do on the workbench (`common/<area>/todos.ts`), which a
   * test checks (server/kit/joins.test.ts).
   */
  waiting?: Readonly<Record<string, readonly string[]>>;
}

/** Declares an area; the literal types are kept, so the collected permission keys form a type. */
export const defineArea = <const A extends AreaSpec>(area: A): A => area;

/** The keys of one field of every area of a list, as a union. */
export type KeysOf<Areas extends readonly AreaSpec[], F extends 'permissions' | 'topics'> = Areas[number] extends infer A
  ? A extends { [K in F]: infer R }
    ? keyof R & string
    : never
  : never;

/** The entries of one field of every area, in the list's order, as one record. */
export function collect<Areas extends readonly AreaSpec[], F extends 'permissions' | 'topics'>(
  areas: Areas,
  field: F,
): Record<KeysOf<Areas, F>, NonNullable<AreaSpec[F]>[string]> {
  const all: Record<string, unknown> = {};
  for (const area of areas) {
    for (const [key, value] of Object.entries(area[field] ?? {})) {
      if (Object.hasOwn(all, key)) throw new Error(`${field}: ${key} is declared by two areas`);
      all[key] = value;
    }
  }
  return all as Record<KeysOf<Areas, F>, NonNullable<AreaSpec[F]>[string]>;
}
