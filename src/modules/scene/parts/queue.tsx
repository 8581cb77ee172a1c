import type { FileAnswer } from '@/core/http';
import type { FilterSpec } from '@/ui/list-page/query-state';
import type { ListResource } from '@/ui/resource';
import { ReviewQueue, type QueueCard, type Review, type ReviewedRecord, type StateQuery } from '@/ui/publish';

/** What differs between the scenario review queues: the rest is one screen (SceneQueue). */
export interface QueueSpec<T extends ReviewedRecord, Q extends StateQuery> {
  title: string;
  backTo?: string;
  review: Review;
  list: ListResource<T, Q>;
  card: QueueCard<T>;
  filters: FilterSpec<Q>[];
  /** The search box's placeholder (the `search` field). */
  searching: string;
  edit: (id: number) => string;
  create?: { path: string; label: string };
  exports: { all: (query: Q) => Promise<FileAnswer>; selected: (ids: number[]) => Promise<FileAnswer> };
  empty: string;
}

/** A scenario review queue: tabs by state, filters, search, batch review, export, 录入 for the park. */
export function SceneQueue<T extends ReviewedRecord, Q extends StateQuery & { search?: string }>({ spec }: { spec: QueueSpec<T, Q> }) {
  return (
    <ReviewQueue<T, Q>
      {...{ title: spec.title, review: spec.review, list: spec.list, card: spec.card, filters: spec.filters, editPath: spec.edit, emptyText: spec.empty }}
      backTo={spec.backTo ?? '/op/index'}
      search={{ field: 'search', placeholder: spec.searching }}
      itemPath={(record) => spec.edit(record.id)}
      {...(spec.create ? { createPath: spec.create.path, createLabel: spec.create.label } : {})}
      exportTo={spec.exports.all}
      exportSelected={(rows) => spec.exports.selected(rows.map((r) => r.id))}
      columnsKey={`scene-${spec.title}`}
    />
  );
}
