import type { Permission } from '@common/permissions';
import type { Todo } from '@common/contract/todo';
import { defineQuery } from '@/ui/resource';

/**
 * The workbench's to-do counts: every area's to-dos (`common/<area>/todos.ts`, common/contract/todo.ts),
 * found here by themselves — an area adds its own without touching the workbench.
 */
export interface TodoSource {
  key: string;
  label: string;
  link: string;
  /** The permission its count needs: an operator without it has no such work. */
  permission: Permission | undefined;
  /** The count (undefined until it arrived) and whether it failed. */
  useCount: () => { count: number | undefined; failed: boolean; loading: boolean };
}

const declared = import.meta.glob<{ todos: readonly Todo[] }>('/common/*/todos.ts', { eager: true });

/** Every area's to-dos, in the areas' order (their folders' names). */
export const TODOS: readonly Todo[] = Object.keys(declared)
  .sort()
  .flatMap((file) => declared[file]!.todos);

function source(todo: Todo): TodoSource {
  // The same read (and cache, keyed by its input) as the area's own screens: refreshed by their actions.
  const counts = defineQuery<typeof todo.endpoint, Readonly<Record<string, unknown>>>(todo.endpoint);
  return {
    key: todo.key,
    label: todo.label,
    link: todo.link,
    permission: todo.permission,
    useCount: () => {
      const state = counts.useQuery(todo.input);
      return { count: state.data === undefined ? undefined : todo.pick(state.data), failed: !!state.error, loading: state.isLoading };
    },
  };
}

export const TODO_SOURCES: TodoSource[] = TODOS.map(source);
