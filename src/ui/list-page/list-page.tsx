import { Button, InfiniteScroll, PullToRefresh, SearchBar, Tabs } from 'antd-mobile';
import { Fragment, useDeferredValue, useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListResource } from '../../ui/resource';
import { readField } from '../fields';
import { withCount } from '../format';
import { useNavRole } from '../nav-role';
import { PageFrame } from '../page-frame';
import { Empty, LoadFailed, LoadingCards } from '../states';
import { useIsDesktop } from '../use-desktop';
import { useHiddenColumns } from './column-settings';
import type { FileAnswer } from '@/core/http';
import { ExportButton, saveDownload, type ExportSpec } from './export-button';
import { ListCard, type CardSpec } from './list-card';
import { ChipFilter, DropdownFilters, fromKey, toKey } from './list-filters';
import styles from './list-page.module.css';
import { BatchBar, ColumnSettings, ListTable, type BatchAction } from './list-table';
import { PAGE_SIZES, Pager, pageCount } from './pager';
import { QueryForm } from './query-form';
import { isNarrowed, nextSort, readPaging, withPaging, type QuerySpec, type ScreenQuery } from './query-state';
import { columnsOfCard, type TableColumn } from './table-columns';
import { useListQuery } from './use-list-query';

export interface ListPageProps<TItem, Q extends ScreenQuery> extends QuerySpec<Q> {
  title: string;
  /** Back arrow target without in-app history (whether there is an arrow is the route's role). */
  backTo?: string;
  /** The resource from defineList; its query type is the URL state (string fields). */
  list: ListResource<TItem, Q>;
  pageSize?: number;
  /** A card described by data… */
  card?: CardSpec<TItem>;
  /** …or each item drawn by the screen. */
  renderItem?: (item: TItem, index: number) => ReactNode;
  /** React key of an item; item.id by default. */
  itemKey?: (item: TItem) => Key;
  /** Where a card leads (built with the module's path helpers). */
  itemPath?: (item: TItem) => string;
  emptyText?: string;
  /** An 导出 button posting the current query to the SPEC export endpoint. */
  exportTo?: ExportSpec<Q>;
  /** A 新增 button in the NavBar leading here. */
  createPath?: string;
  createLabel?: string;
  /** More NavBar buttons. */
  actions?: ReactNode;
  /** Shown above the list, below search/filters/tabs (a summary, a chart…). */
  header?: ReactNode;
  /** 共 N 条 above the list (default true). */
  showTotal?: boolean;
  /**
   * From 1024 px wide, a paged table instead of cards (page size, total, 跳至; sortable headers,
   * 列设置, batch actions) under a query form. On by default for the operations-centre menu's
   * screens; other operator lists say `table`.
   */
  table?: boolean;
  /** The table's columns; derived from `card` by default (table-columns.tsx). */
  columns?: TableColumn<TItem>[];
  /** Actions on the selected rows of the table (a selection column and a 已选 N 项 bar). */
  batchActions?: BatchAction<TItem>[];
  /** 导出所选: the export of the selected rows (a defineDownload given their ids), as a batch action. */
  exportSelected?: (items: TItem[]) => Promise<FileAnswer>;
  /** Where the column settings are remembered; the title by default (one per screen). */
  columnsKey?: string;
}

const defaultKey = (item: unknown, index: number): Key => {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

/**
 * A standard list screen: search, filters, tabs and sort in the URL; pull to refresh, infinite
 * scroll. On a desktop operations screen the same description draws a table (see `table`).
 */
export function ListPage<TItem, Q extends ScreenQuery>(props: ListPageProps<TItem, Q>) {
  const {
    title,
    backTo,
    list,
    pageSize,
    card,
    renderItem,
    itemKey,
    itemPath,
    tabs,
    search,
    filters = [],
    exportTo,
  } = props;
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const navRole = useNavRole();
  const explicitColumns = props.columns;
  const columns = useMemo(
    () => explicitColumns ?? (card ? columnsOfCard(card) : []),
    [explicitColumns, card],
  );
  const sorts = useMemo(
    () => columns.flatMap((column) => (column.sortBy ? [column.sortBy] : [])),
    [columns],
  );
  const state = useListQuery<Q>({ ...props, sorts });
  const asTable = desktop && (props.table ?? navRole === 'menu') && columns.length > 0;
  // A table shows one page at a time (its number and size in the URL); cards scroll on.
  const defaultSize = pageSize ?? list.pageSize;
  const sizes = [...new Set([...PAGE_SIZES, defaultSize])];
  const paging = readPaging(state.search, sizes, defaultSize);
  const scrolled = list.useList(state.query, { pageSize, enabled: !asTable });
  const paged = list.usePage(state.query, paging.page, { pageSize: paging.pageSize, enabled: asTable });
  const result = asTable ? { ...paged, hasMore: false, loadMore: async () => undefined } : scrolled;
  const { total, isLoading, error, hasMore, loadMore, refresh } = result;
  const setPaging = (page: number, size: number) =>
    state.replaceSearch(withPaging(state.search, page, size, defaultSize));
  // A page past the end (rows deleted, a link kept) shows the last page instead.
  const lastPage = total ? pageCount(total, paging.pageSize) : 1;
  const pastEnd = asTable && !isLoading && paging.page > lastPage;
  useEffect(() => {
    if (pastEnd) setPaging(lastPage, paging.pageSize);
  });
  // The cards of a new answer are drawn in the background, in slices the browser can interrupt: a
  // slow phone keeps answering taps while twenty cards render. Until then the previous state shows.
  const items = useDeferredValue(result.items);
  const drawing = items !== result.items;

  // The desktop operations screens ask through a query form in a row; phones keep the bars.
  const queryForm = desktop && (asTable || navRole === 'menu');
  const columnKeys = useMemo(() => columns.map((column) => column.key), [columns]);
  const settings = useHiddenColumns(props.columnsKey ?? title, columnKeys);
  const shownColumns = columns.filter((column) => !settings.hidden.includes(column.key));
  const keyOf = (item: TItem, index: number): Key => (itemKey ? itemKey(item) : defaultKey(item, index));
  const nameOf = (item: TItem): string => {
    const name = card ? readField(item, card.title) : undefined;
    return typeof name === 'string' || typeof name === 'number' ? String(name) : String(keyOf(item, 0));
  };
  // The selection belongs to one query and page: another tab, search, sort or page starts with none.
  const queryKey = JSON.stringify([state.query, asTable ? paging : null]);
  const [selectionState, setSelection] = useState<{ queryKey: string; keys: ReadonlySet<Key> }>({
    queryKey,
    keys: new Set(),
  });
  const selected: ReadonlySet<Key> = selectionState.queryKey === queryKey ? selectionState.keys : new Set();
  const setSelected = (update: ReadonlySet<Key> | ((current: ReadonlySet<Key>) => ReadonlySet<Key>)) =>
    setSelection((current) => {
      const keys = current.queryKey === queryKey ? current.keys : new Set<Key>();
      return { queryKey, keys: typeof update === 'function' ? update(keys) : update };
    });
  const { exportSelected } = props;
  const allBatchActions = useMemo(
    () => [
      ...(props.batchActions ?? []),
      ...(exportSelected
        ? [{ text: '导出所选', run: (rows: TItem[]) => saveDownload(() => exportSelected(rows)) }]
        : []),
    ],
    [props.batchActions, exportSelected],
  );
  const batchActions = asTable && allBatchActions.length ? allBatchActions : undefined;
  const selectedItems = batchActions ? items.filter((item, index) => selected.has(keyOf(item, index))) : [];
  const selection = batchActions
    ? {
        selected,
        toggle: (key: Key) =>
          setSelected((current) => {
            const next = new Set(current);
            if (!next.delete(key)) next.add(key);
            return next;
          }),
        toggleAll: () =>
          setSelected(
            selectedItems.length === items.length ? new Set() : new Set(items.map((item, index) => keyOf(item, index))),
          ),
      }
    : undefined;

  const right = (
    <>
      {props.actions}
      {props.createPath ? (
        <Button size="mini" color="primary" fill="none" onClick={() => void navigate(props.createPath!)}>
          {props.createLabel ?? '新增'}
        </Button>
      ) : null}
    </>
  );

  const drawItem = (item: TItem, index: number) => {
    if (renderItem) return renderItem(item, index);
    if (card) return <ListCard item={item} spec={card} path={itemPath?.(item)} />;
    return null;
  };

  let body: ReactNode;
  if ((isLoading || drawing) && !items.length) body = <LoadingCards />;
  else if (error && !items.length) body = <LoadFailed error={error} onRetry={() => void refresh()} />;
  else if (!items.length)
    body = (
      <Empty
        title={props.emptyText ?? '暂无数据'}
        description={isNarrowed(props, state.search) ? '换个关键词或筛选条件试试' : undefined}
      />
    );
  else if (asTable)
    body = (
      <>
        <ListTable
          caption={title}
          items={items}
          columns={shownColumns}
          keyOf={keyOf}
          nameOf={nameOf}
          pathOf={itemPath}
          sort={state.sort}
          onSort={(column) => column.sortBy && state.setSort(nextSort(state.sort, column.sortBy))}
          selection={selection}
        />
        <Pager page={paging.page} pageSize={paging.pageSize} total={total ?? items.length} sizes={sizes} onChange={setPaging} />
      </>
    );
  else
    body = (
      <>
        <div className={styles.items}>
          {items.map((item, index) => (
            <Fragment key={keyOf(item, index)}>
              {drawItem(item, index)}
            </Fragment>
          ))}
        </div>
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
      </>
    );

  // A table says it in its pager.
  const totalLine =
    !asTable && props.showTotal !== false && total !== undefined && items.length ? (
      <p className={styles.total} aria-live="polite">
        共 {total} 条
      </p>
    ) : null;
  const listSection = (
    <section className={styles.list} aria-label={title} aria-busy={isLoading}>
      {body}
    </section>
  );

  const chips = filters.filter((f) => f.display === 'chips');
  const dropdowns = filters.filter((f) => f.display !== 'chips');

  return (
    <PageFrame title={title} backTo={backTo} right={right}>
      {queryForm && (search || dropdowns.length) ? (
        <QueryForm search={search} filters={dropdowns} values={state.search} onApply={state.setParams} />
      ) : null}
      {(search && !queryForm) || exportTo || asTable ? (
        <div className={styles.toolbar}>
          {search && !queryForm ? (
            <div role="search" className={styles.search}>
              <SearchBar
                // Re-created when the URL changes (back navigation); typing stays local until 搜索.
                key={state.search.get(search.field) ?? ''}
                placeholder={search.placeholder}
                defaultValue={state.search.get(search.field) ?? ''}
                onSearch={(text) => state.setParam(search.field, text.trim() || undefined)}
                onClear={() => state.setParam(search.field, undefined)}
              />
            </div>
          ) : (
            <span className={styles.search} />
          )}
          {exportTo ? <ExportButton download={() => exportTo(state.query)} /> : null}
          {asTable ? <ColumnSettings columns={columns} hidden={settings.hidden} onToggle={settings.toggle} /> : null}
        </div>
      ) : null}
      {tabs ? (
        <Tabs
          className={styles.tabs}
          activeKey={toKey(state.tab ?? '')}
          onChange={(key) => state.setTab(fromKey(key))}
        >
          {tabs.options.map((option) => {
            const count = tabs.counts?.[option.value];
            return (
              <Tabs.Tab
                key={toKey(option.value)}
                title={count === undefined ? option.label : withCount(option.label, count)}
              />
            );
          })}
        </Tabs>
      ) : null}
      {chips.map((filter) => (
        <ChipFilter key={filter.field} filter={filter} values={state.search} onChange={state.setParam} />
      ))}
      {queryForm ? null : <DropdownFilters filters={dropdowns} values={state.search} onChange={state.setParam} />}
      {props.header}
      {asTable ? (
        <>
          {totalLine}
          {batchActions ? (
            <BatchBar
              selected={selectedItems}
              actions={batchActions}
              onClear={() => setSelected(new Set())}
              onDone={() => {
                setSelected(new Set());
                void refresh();
              }}
            />
          ) : null}
          {listSection}
        </>
      ) : (
        <PullToRefresh onRefresh={refresh}>
          {totalLine}
          {listSection}
        </PullToRefresh>
      )}
    </PageFrame>
  );
}
