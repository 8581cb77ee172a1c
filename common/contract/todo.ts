import type { Permission } from '../permissions.js';
import type { AnswerOf, Endpoint, InputOf } from './endpoint.js';

/**
 * A to-do of the operations-centre workbench, as an area declares it (`common/<area>/todos.ts`,
 * exporting `todos`): which of its waiting states it counts, the read that counts it (the
 * area's counts endpoint, the same read and cache as the area's own screens), and the queue it
 * opens. The workbench (src/modules/op-home/todo-sources.ts) finds every area's file by itself.
 */
export interface Todo {
  key: string;
  label: string;
  endpoint: Endpoint;
  /** What the read is called with (a list's filter), when not nothing. */
  input: Readonly<Record<string, unknown>>;
  pick: (answer: unknown) => number;
  /** The app path of the queue. */
  link: string;
  /** Who has such work: the endpoint's permission, or (for a public read) the one named. */
  permission: Permission | undefined;
  /** The waiting state it counts (`waiting` of the area's area.ts). */
  waits: { record: string; status: string };
}

export function defineTodo<E extends Endpoint>(spec: {
  key: string;
  label: string;
  endpoint: E;
  input?: InputOf<E>;
  pick: (answer: AnswerOf<E>) => number;
  link: string;
  permission?: Permission;
  waits: { record: string; status: string };
}): Todo {
  return {
    key: spec.key,
    label: spec.label,
    endpoint: spec.endpoint,
    input: (spec.input ?? {}) as Readonly<Record<string, unknown>>,
    pick: spec.pick as (answer: unknown) => number,
    link: spec.link,
    permission: spec.permission ?? spec.endpoint.permission,
    waits: spec.waits,
  };
}

/**
 * The usual to-do: the records of one waiting state, counted by the area's counts endpoint (whose
 * answer has a count per state), opening the queue of that state.
 */
export function stateTodo<E extends Endpoint>(
  endpoint: E,
  waits: { record: string; status: keyof AnswerOf<E> & string },
  shown: { key: string; label: string; link: string },
): Todo {
  const pick = (counts: AnswerOf<E>) => counts[waits.status] as number;
  return defineTodo({ ...shown, endpoint, pick, waits });
}
