import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import { displayValue, EMPTY_TEXT, visibleFields, type DisplayField } from '../fields';
import styles from './detail-page.module.css';

export interface DetailSection<T> {
  title: string;
  fields: DisplayField<T>[];
  /** Leave the whole section out for this item. */
  hidden?: (item: T) => boolean;
}

/** A titled card of label / value rows; empty values read —. */
export function DetailSectionCard<T>({ item, section }: { item: T; section: DetailSection<T> }) {
  const rows = visibleFields(item, section.fields);
  if (!rows.length) return null;
  return (
    <Card className={styles.card} title={section.title}>
      <dl className={styles.facts}>
        {rows.map((field) => {
          const value: ReactNode = displayValue(item, field);
          return (
            <div key={field.label} className={styles.row}>
              <dt>{field.label}</dt>
              <dd>
                {value === null || value === '' ? <span className={styles.empty}>{EMPTY_TEXT}</span> : value}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
