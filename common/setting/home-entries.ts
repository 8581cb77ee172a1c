/**
 * The home page's entries to the business areas (SPEC §1), in their default order. A park chooses
 * which of them its portal shows and in what order (/op/setting/portal); the home page draws an
 * entry only once the screen it opens exists (src/modules/home/areas.tsx adds the icons).
 */
export const HOME_ENTRIES = [
  { path: '/op/index', title: '运营中心', operatorOnly: true },
  { path: '/policy/index', title: '政策匹配' },
  { path: '/policy/declareNotice', title: '政策申报' },
  { path: '/info/integral/index', title: '创新积分' },
  { path: '/supermarket/list', title: '金融超市' },
  { path: '/sc/zt', title: '创业载体' },
  { path: '/cx/index', title: '供需对接' },
  { path: '/cultivation/all', title: '企业培育' },
  { path: '/sc/map', title: '创新地图' },
  { path: '/qyfw/index', title: '企业服务' },
  { path: '/customer/index', title: '智能客服' },
  { path: '/user/index', title: '个人中心' },
] as const satisfies ReadonlyArray<{ path: string; title: string; operatorOnly?: boolean }>;

export type HomeEntryPath = (typeof HOME_ENTRIES)[number]['path'];

export const HOME_ENTRY_PATHS: readonly string[] = HOME_ENTRIES.map((e) => e.path);

export const isHomeEntryPath = (path: string): path is HomeEntryPath => HOME_ENTRY_PATHS.includes(path);

/** A park's choice: entries in its order, each shown or hidden. */
export interface HomeEntryChoice {
  path: string;
  shown: boolean;
}

/**
 * The entries in a park's order: its saved choice first (entries it no longer knows dropped), then
 * the entries added to the product since it saved, shown, in their default order.
 */
export function orderedEntries(saved: readonly HomeEntryChoice[] | null): HomeEntryChoice[] {
  const known = (saved ?? []).filter((c, i, all) => isHomeEntryPath(c.path) && all.findIndex((o) => o.path === c.path) === i);
  const rest = HOME_ENTRY_PATHS.filter((path) => !known.some((c) => c.path === path)).map((path) => ({ path, shown: true }));
  return [...known.map(({ path, shown }) => ({ path, shown })), ...rest];
}
