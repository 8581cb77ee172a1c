/**
 * A module's port: the reads of its data it publishes to the other modules, so that none of them
 * reads its tables (server/kit/joins.test.ts). The interface is declared in the owner's folder
 * (server/modules/<owner>/public.ts, the one file of a module that the others may import, as on
 * the client side); the owning module implements it
 * (server/modules/<owner>/port.ts) and provides it when it is loaded (its module.ts), as
 * server/kit/notify.ts and data-scope.ts are provided; a module that needs the data calls
 * `port.get()`.
 */
export interface Port<T> {
  /** Called once, by the owning module. */
  provide(implementation: T): void;
  /** The owner's implementation; throws when the owning module is not loaded. */
  get(): T;
}

export function definePort<T>(owner: string): Port<T> {
  let implementation: T | null = null;
  return {
    provide(next) {
      implementation = next;
    },
    get() {
      if (implementation === null) throw new Error(`the ${owner} port is not provided (the ${owner} module is not loaded)`);
      return implementation;
    },
  };
}
