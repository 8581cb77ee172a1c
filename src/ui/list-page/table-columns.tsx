import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayValue, EMPTY_TEXT, readField } from '../fields';
import { statusOf, type CardSpec } from './list-card';
import styles from './list-page.module.css';

/** One column of a list's desktop table. */
export interface TableColumn<T> {
  /** Stable within the screen: the column settings remember hidden columns by it. */
  key: string;
  /** The header. */
  title: string;
  /** The cell; `path` is where the item leads (the title column links there). */
  render: (item: T, path: string | undefined) => ReactNode;
  /** The list endpoint's orderBy name when the column is sortable (sorted on the server). */
  sortBy?: string;
}

const orEmpty = (value: ReactNode): ReactNode =>
  value === null || value === undefined || value === '' || value === false ? EMPTY_TEXT : value;

/**
 * The table columns of a card description, in the card's reading order: title (a link to the
 * item), subtitle, status, tags, every meta field with its format, then the extra (操作). A meta
 * field hidden for an item shows an empty cell.
 */
export function columnsOfCard<T>(card: CardSpec<T>): TableColumn<T>[] {
  const sort = card.table?.sort ?? {};
  const sortable = (key: string) => (sort[key] ? { sortBy: sort[key] } : {});
  const columns: TableColumn<T>[] = [
    {
      key: 'title',
      title: card.table?.titleLabel ?? '名称',
      render: (item, path) => {
        const title = orEmpty(readField(item, card.title) as ReactNode);
        return path ? (
          <Link to={path} className={styles.tableLink}>
            {title}
          </Link>
        ) : (
          title
        );
      },
      ...sortable('title'),
    },
  ];
  const { subtitle, status, tags, extra } = card;
  if (subtitle)
    columns.push({
      key: 'subtitle',
      title: card.table?.subtitleLabel ?? '说明',
      render: (item) => orEmpty(readField(item, subtitle) as ReactNode),
      ...sortable('subtitle'),
    });
  if (status)
    columns.push({
      key: 'status',
      title: '状态',
      render: (item) => statusOf(item, status),
      ...sortable('status'),
    });
  if (tags)
    columns.push({
      key: 'tags',
      title: '标签',
      render: (item) => {
        const shown = tags(item).filter((t): t is string => !!t);
        if (!shown.length) return EMPTY_TEXT;
        return (
          <span className={styles.cellTags}>
            {shown.map((tag) => (
              <Tag key={tag} color="primary" fill="outline">
                {tag}
              </Tag>
            ))}
          </span>
        );
      },
    });
  for (const field of card.meta ?? [])
    columns.push({
      key: field.label,
      title: field.label,
      render: (item) => (field.hidden?.(item) ? EMPTY_TEXT : orEmpty(displayValue(item, field))),
      ...sortable(field.label),
    });
  if (extra)
    columns.push({
      key: 'extra',
      title: card.table?.extraLabel ?? '操作',
      render: (item) => extra(item),
      ...sortable('extra'),
    });
  return columns;
}
