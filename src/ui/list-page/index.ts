export { ListPage, type ListPageProps } from './list-page';
export { ListCard, type CardSpec } from './list-card';
export { ExportButton, type ExportButtonProps, type ExportSpec } from './export-button';
export type { FilterSpec, QuerySpec, ScreenQuery, SearchSpec, TabsSpec } from './query-state';
export { useListQuery, type ListQueryState } from './use-list-query';
export { readQuery, withParam, isNarrowed, currentTab } from './query-state';
