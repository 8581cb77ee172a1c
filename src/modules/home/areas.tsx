import { inOrder, type HomeEntry } from '@/core/entries';

const declared = import.meta.glob<{ homeEntries?: readonly HomeEntry[] }>('../*/entries.tsx', { eager: true });

/**
 * The home pages' entries to the business areas (SPEC §1): what each module declares in its
 * `entries.tsx`, in their order. An entry shows once the screen it opens is in the route registry,
 * so the grid grows as areas land and never leads to a 404; a park hides and reorders those of
 * common/setting/home-entries.ts (/op/setting/portal).
 */
export const AREA_ENTRIES: readonly HomeEntry[] = inOrder(Object.fromEntries(Object.entries(declared).map(([file, m]) => [file, m.homeEntries ?? []])));

/**
 * The entries in the park's order: those it chose to show (`shown`, paths of the park's catalogue),
 * then the declared entries the catalogue does not hold, in their order; every entry in the
 * declared order until the park's choice is known.
 */
export function chosenEntries(shown: readonly string[] | undefined, catalogue: readonly string[]): HomeEntry[] {
  if (!shown) return [...AREA_ENTRIES];
  const chosen = shown.flatMap((path) => AREA_ENTRIES.filter((e) => e.path === path));
  return [...chosen, ...AREA_ENTRIES.filter((e) => !catalogue.includes(e.path))];
}
