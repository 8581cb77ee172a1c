import { RANK_STATUS_LABELS } from '../../../common/rank/rules.js';
import type { EntryRow, RankListRow } from './repo.js';

/** Database rows → the answers of the API (camelCase, labels added). */

export function entryItem(row: EntryRow) {
  return { rank: row.position, orgId: row.org_id, orgName: row.org_name ?? '', figure: row.figure, note: row.note };
}

/** What the portal shows of a list above its entries. */
export function heading(row: RankListRow) {
  return {
    id: row.id,
    title: row.title,
    period: row.period,
    description: row.description,
    figureLabel: row.figure_label,
    figureUnit: row.figure_unit,
    entryCount: row.entry_count,
    publishedAt: row.published_at,
  };
}

/** The operators' list adds the workflow. */
export function manageItem(row: RankListRow) {
  return {
    ...heading(row),
    status: row.status,
    statusLabel: RANK_STATUS_LABELS[row.status],
    authorName: row.author_name ?? '',
    publisherName: row.publisher_name ?? '',
    withdrawnAt: row.withdrawn_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Entries grouped by list, in rank order. */
export function entriesByList(rows: readonly EntryRow[]): Map<number, ReturnType<typeof entryItem>[]> {
  const byList = new Map<number, ReturnType<typeof entryItem>[]>();
  for (const row of rows) {
    const list = byList.get(row.list_id) ?? [];
    list.push(entryItem(row));
    byList.set(row.list_id, list);
  }
  return byList;
}
