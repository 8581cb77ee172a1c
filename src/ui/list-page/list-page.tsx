import { Button, InfiniteScroll, PullToRefresh, SearchBar, Tabs } from 'antd-mobile';
import { Fragment, useDeferredValue, type Key, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListResource } from '../../ui/resource';
import { PageFrame } from '../page-frame';
import { Empty, LoadFailed, LoadingCards } from '../states';
import { ExportButton, type ExportSpec } from './export-button';
import { ListCard, type CardSpec } from './list-card';
import { ChipFilter, DropdownFilters, fromKey, toKey } from './list-filters';
import styles from './list-page.module.css';
import { isNarrowed, type QuerySpec, type ScreenQuery } from './query-state';
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
}

const defaultKey = (item: unknown, index: number): Key => {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

/** A standard list screen: search, filters and tabs in the URL; pull to refresh, infinite scroll. */
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
  const state = useListQuery<Q>(props);
  const result = list.useList(state.query, { pageSize });
  const { total, isLoading, error, hasMore, loadMore, refresh } = result;
  // The cards of a new answer are drawn in the background, in slices the browser can interrupt: a
  // slow phone keeps answering taps while twenty cards render. Until then the previous state shows.
  const items = useDeferredValue(result.items);
  const drawing = items !== result.items;

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
  else
    body = (
      <>
        <div className={styles.items}>
          {items.map((item, index) => (
            <Fragment key={itemKey ? itemKey(item) : defaultKey(item, index)}>
              {drawItem(item, index)}
            </Fragment>
          ))}
        </div>
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
      </>
    );

  const chips = filters.filter((f) => f.display === 'chips');
  const dropdowns = filters.filter((f) => f.display !== 'chips');

  return (
    <PageFrame title={title} backTo={backTo} right={right}>
      {search || exportTo ? (
        <div className={styles.toolbar}>
          {search ? (
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
                title={count === undefined ? option.label : `${option.label}(${count})`}
              />
            );
          })}
        </Tabs>
      ) : null}
      {chips.map((filter) => (
        <ChipFilter key={filter.field} filter={filter} values={state.search} onChange={state.setParam} />
      ))}
      <DropdownFilters filters={dropdowns} values={state.search} onChange={state.setParam} />
      {props.header}
      <PullToRefresh onRefresh={refresh}>
        {props.showTotal !== false && total !== undefined && items.length ? (
          <p className={styles.total} aria-live="polite">
            共 {total} 条
          </p>
        ) : null}
        <section className={styles.list} aria-label={title} aria-busy={isLoading}>
          {body}
        </section>
      </PullToRefresh>
    </PageFrame>
  );
}
