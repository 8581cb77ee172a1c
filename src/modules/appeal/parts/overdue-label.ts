/**
 * The 超期 filter's label with its count, written as the list's tabs write theirs — 待受理(36) —
 * so a row of tabs and the filter beside them read in one style (not 超期（2） beside (36)).
 */
export const overdueLabel = (count: number | undefined): string => (count ? `超期(${String(count)})` : '超期');
