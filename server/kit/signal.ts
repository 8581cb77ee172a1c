import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * A module's signal: a change of its data that other modules may keep something up to date from
 * (the cultivation's stored evaluations follow the score's approved figures and the enterprises'
 * profiles), without reading its tables or being named by it. The owner declares the signal in
 * its public.ts (the one file the others may import) and emits it inside the transaction of the
 * change; a module that follows it listens when it is loaded (its module.ts). Listeners run in
 * that transaction, one after another, so what they keep commits with the change or not at all.
 */
export type SignalListener<T> = (db: Kysely<DB>, event: T) => Promise<void>;

export interface Signal<T> {
  readonly name: string;
  /** Called once per listening module, when it is loaded. */
  listen(listener: SignalListener<T>): void;
  /** Runs every listener with `db` (the caller's transaction, on the park's scoped handle). */
  emit(db: Kysely<DB>, event: T): Promise<void>;
}

export function defineSignal<T>(name: string): Signal<T> {
  const listeners: SignalListener<T>[] = [];
  return {
    name,
    listen(listener) {
      listeners.push(listener);
    },
    async emit(db, event) {
      for (const listener of listeners) await listener(db, event);
    },
  };
}

/** What the signals about enterprises carry: the organisations whose data changed. */
export interface OrgsChanged {
  orgIds: readonly number[];
}
