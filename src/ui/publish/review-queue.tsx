import { useMemo } from 'react';
import { batchActions } from '@common/publish/lifecycle';
import { ListPage, type BatchAction, type CardSpec, type ListPageProps } from '../list-page';
import type { ScreenQuery } from '../list-page/query-state';
import { batchQuestion, labelOf, reasonOf, stateTabs, tabCounts, appliesTo, toneOf } from './lifecycle-view';
import { useReasonPrompt } from './reason-prompt';
import type { Review } from './review';
import { StateTag } from './state-tag';
import { TransitionButtons, type ReviewedRecord } from './transition-buttons';

/** A list query with the state tab ('' = 全部). */
export type StateQuery = ScreenQuery & { status?: string };

/** The card of a queue: the screen's fields; the kit adds the state tag and the row actions. */
export type QueueCard<T> = Omit<CardSpec<T>, 'status' | 'extra'>;

export interface ReviewQueueProps<T extends ReviewedRecord, Q extends StateQuery>
  extends Pick<
    ListPageProps<T, Q>,
    'title' | 'backTo' | 'list' | 'search' | 'filters' | 'fixed' | 'itemPath' | 'createPath' | 'createLabel' | 'emptyText' | 'pageSize' | 'header' | 'table' | 'columnsKey' | 'exportTo' | 'exportSelected' | 'actions'
  > {
  review: Review;
  card: QueueCard<T>;
  /** Where 编辑 leads (the module's path helper); no 编辑 without it. */
  editPath?: (id: number) => string;
  /** The batch review of the desktop table (the lifecycle's batch steps); on unless false. */
  batch?: boolean;
  /** The tabs' counts when the list is narrower than the review's counts (one owner's records, `fixed`). */
  counts?: Readonly<Record<string, number>> | undefined;
}

/**
 * An operator's review queue of one kind: status tabs with the counts per state, the records as
 * cards on a phone and a sortable table with batch review on a desktop (ListPage), each record's
 * buttons read from the lifecycle (TransitionButtons). The URL keeps the tab, search and sort.
 */
export function ReviewQueue<T extends ReviewedRecord, Q extends StateQuery>(props: ReviewQueueProps<T, Q>) {
  const { review, card, editPath, batch = true, counts: narrowed, ...page } = props;
  const { lifecycle } = review;
  const reviewCounts = review.counts?.useQuery('counts' in props ? null : {}).data;
  const counts = 'counts' in props ? narrowed : reviewCounts;
  const [askReason, reasonPopup] = useReasonPrompt();

  const fullCard = useMemo<CardSpec<T>>(
    () => ({
      ...card,
      status: { tag: (item: T) => <StateTag lifecycle={lifecycle} status={item.status} /> },
      extra: (item: T) => <TransitionButtons review={review} record={item} actor="operator" {...(editPath ? { editPath } : {})} />,
    }),
    [card, lifecycle, review, editPath],
  );

  const batchable = batch && review.batch !== undefined;
  const actions = useMemo<BatchAction<T>[] | undefined>(() => {
    if (!batchable) return undefined;
    return batchActions(lifecycle)
      .filter(review.offers)
      .map((action) => {
        const label = labelOf(lifecycle, action);
        const asks = reasonOf(lifecycle, action);
        return {
          text: `批量${label}`,
          danger: toneOf(lifecycle, action) === 'danger',
          applies: (item: T) => appliesTo(lifecycle, action, item.status),
          ...(asks
            ? { ask: (items: T[]) => askReason({ title: batchQuestion(lifecycle, action, items.length), required: asks === 'required' }) }
            : { confirm: { title: `${label}${lifecycle.noun}`, content: (items: T[]) => batchQuestion(lifecycle, action, items.length) } }),
          run: async (items: T[], reason?: string) => review.batch?.(action, items.map((item) => item.id), reason),
        };
      });
  }, [batchable, lifecycle, review, askReason]);

  return (
    <>
      <ListPage<T, Q>
        {...page}
        tabs={{ field: 'status' as keyof Q & string, options: stateTabs(lifecycle), counts: tabCounts(counts) }}
        card={fullCard}
        {...(actions ? { batchActions: actions } : {})}
      />
      {reasonPopup}
    </>
  );
}
