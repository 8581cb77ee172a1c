import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StatusFamily } from '@common/status';
import { displayValue, readField, visibleFields, type Accessor, type DisplayField } from '../fields';
import { StatusTag } from '../status-tag';
import styles from './list-page.module.css';

/** How one item of a list shows as a card: a title, a status, tags and label: value lines. */
export interface CardSpec<T> {
  title: Accessor<T>;
  subtitle?: Accessor<T>;
  /** A StatusTag at the top right: a SPEC family's, or the screen's own tag (a lifecycle's state). */
  status?: { family: StatusFamily; field: keyof T & string } | { tag: (item: T) => ReactNode };
  tags?: (item: T) => Array<string | false | null | undefined>;
  /** label: value lines; empty values are left out. */
  meta?: DisplayField<T>[];
  /** Bottom right, e.g. a date or small actions (kept clickable above the card link). */
  extra?: (item: T) => ReactNode;
  /** How the desktop table reads the same description (list-page/table-columns.tsx). */
  table?: CardTableSpec;
}

/**
 * The desktop table of a card description: its columns are the title, the subtitle, the status,
 * the tags, each meta field (by its label) and the extra (操作).
 */
/** The sort map of a card whose list offers these names: `sort: {…} satisfies SortsOf<typeof X_SORTS>`. */
export type SortsOf<K extends readonly string[]> = Readonly<Record<string, K[number]>>;

export interface CardTableSpec {
  /** Header of the title column (名称 by default) and of the subtitle's (说明). */
  titleLabel?: string;
  subtitleLabel?: string;
  /** Header of the extra's column (操作 by default; say what it is when it shows a state). */
  extraLabel?: string;
  /**
   * Sortable columns: column key ('title', 'subtitle', 'status', 'extra' or a meta field's label) → the
   * list endpoint's orderBy name (its contract's sortFields). The server sorts, so pages stay true.
   */
  sort?: Readonly<Record<string, string>>;
}

/** The status tag of a card or a table cell. */
export function statusOf<T>(item: T, status: NonNullable<CardSpec<T>['status']>): ReactNode {
  if ('tag' in status) return status.tag(item);
  return <StatusTag family={status.family} value={String(item[status.field] ?? '')} />;
}

export function ListCard<T>({ item, spec, path }: { item: T; spec: CardSpec<T>; path?: string }) {
  const title = readField(item, spec.title) as ReactNode;
  const subtitle = spec.subtitle ? (readField(item, spec.subtitle) as ReactNode) : null;
  const tags = (spec.tags?.(item) ?? []).filter((t): t is string => !!t);
  const meta = visibleFields(item, spec.meta ?? [])
    .map((field) => ({ label: field.label, value: displayValue(item, field) }))
    .filter((row) => row.value !== null && row.value !== '');
  const extra = spec.extra?.(item);
  return (
    <article className={path ? `${styles.card} ${styles.linked}` : styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {path ? (
            <Link to={path} className={styles.cardLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {spec.status ? statusOf(item, spec.status) : null}
      </div>
      {subtitle ? <p className={styles.cardSubtitle}>{subtitle}</p> : null}
      {tags.length ? (
        <div className={styles.cardTags}>
          {tags.map((tag) => (
            <Tag key={tag} color="primary" fill="outline">
              {tag}
            </Tag>
          ))}
        </div>
      ) : null}
      {meta.length ? (
        <dl className={styles.cardMeta}>
          {meta.map((row) => (
            <div key={row.label} className={styles.cardMetaRow}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {extra ? <div className={styles.cardExtra}>{extra}</div> : null}
    </article>
  );
}
