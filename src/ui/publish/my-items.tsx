import { useMemo } from 'react';
import { ListPage, type CardSpec, type ListPageProps } from '../list-page';
import type { DisplayField } from '../fields';
import { HistoryButton } from './history-popup';
import { stateTabs, tabCounts } from './lifecycle-view';
import type { Review } from './review';
import type { QueueCard, StateQuery } from './review-queue';
import { StateTag } from './state-tag';
import { TransitionButtons, type ReviewedRecord } from './transition-buttons';
import styles from './publish.module.css';

/** An owner's record: its state, and the latest reason an operator gave (cleared by the next edit). */
export interface OwnedRecord extends ReviewedRecord {
  reason?: string | null;
}

export interface MyItemsProps<T extends OwnedRecord, Q extends StateQuery>
  extends Pick<
    ListPageProps<T, Q>,
    'title' | 'backTo' | 'list' | 'search' | 'filters' | 'itemPath' | 'createPath' | 'createLabel' | 'emptyText' | 'pageSize' | 'header'
  > {
  /** The owner's review: its counts are the owner's own (myCounts), its history the owner may read. */
  review: Review;
  card: QueueCard<T>;
  /** Where 编辑 leads; the lifecycle's edit rule says when it is offered and what the edit does. */
  editPath?: (id: number) => string;
}

/** The reason beside the record, first among its lines, while it has one. */
const reasonField = <T extends OwnedRecord>(): DisplayField<T> => ({
  label: '审核意见',
  value: (item) => <span className={styles.reason}>{item.reason}</span>,
  hidden: (item) => !item.reason,
});

/**
 * The owner's "my items" screen of one kind: status tabs with the owner's counts, each record with
 * its state, the operator's reason beside a returned one, 编辑 (back to review per the edit rule),
 * the owner's own steps, and 审核记录 (the history) in a popup.
 */
export function MyItems<T extends OwnedRecord, Q extends StateQuery>(props: MyItemsProps<T, Q>) {
  const { review, card, editPath, ...page } = props;
  const { lifecycle, history } = review;
  const counts = review.counts?.useQuery({}).data;
  const fullCard = useMemo<CardSpec<T>>(
    () => ({
      ...card,
      status: { tag: (item: T) => <StateTag lifecycle={lifecycle} status={item.status} /> },
      meta: [reasonField<T>(), ...(card.meta ?? [])],
      extra: (item: T) => (
        <div className={styles.row}>
          {history ? <HistoryButton history={history} id={item.id} title={item.title} /> : null}
          <TransitionButtons review={review} record={item} actor="owner" {...(editPath ? { editPath } : {})} />
        </div>
      ),
    }),
    [card, lifecycle, review, history, editPath],
  );
  return (
    <ListPage<T, Q>
      {...page}
      table={false}
      tabs={{ field: 'status' as keyof Q & string, options: stateTabs(lifecycle), counts: tabCounts(counts) }}
      card={fullCard}
    />
  );
}
