export { ListPage, type ListPageProps } from './list-page';
export { ListCard, type CardSpec, type CardTableSpec, type SortsOf } from './list-card';
export { ExportButton, type ExportButtonProps, type ExportSpec } from './export-button';
export type { FilterSpec, QuerySpec, ScreenQuery, SearchSpec, SortParams, SortState, TabsSpec } from './query-state';
export { useListQuery, type ListQueryState } from './use-list-query';
export { readQuery, withParam, isNarrowed, currentTab, nextSort, readSort, sortInput, withSort } from './query-state';
export { columnsOfCard, type TableColumn } from './table-columns';
export type { BatchAction } from './list-table';
export { readHiddenColumns, toggleColumn, writeHiddenColumns } from './column-settings';
