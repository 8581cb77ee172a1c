import { Card } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { StatusFamily } from '@common/status';
import type { ItemResource } from '../../ui/resource';
import { AttachmentList, type Attachment } from '../attachment-list';
import { AuditHistory, type AuditEntry } from '../audit-history';
import { readField, type Accessor } from '../fields';
import { PageFrame, useBack } from '../page-frame';
import { LoadFailed, LoadingCards, NotFound } from '../states';
import { StatusTag } from '../status-tag';
import { DetailSectionCard, type DetailSection } from './detail-section';
import styles from './detail-page.module.css';

export interface DetailHeading<T> {
  title: Accessor<T>;
  subtitle?: Accessor<T>;
  status?: { family: StatusFamily; field: keyof T & string };
}

export interface DetailContext {
  /** Reloads the item (after an action on it). */
  refresh: () => Promise<unknown>;
}

export interface DetailPageProps<T> {
  title: string;
  backTo?: string;
  /** The resource from defineItem. */
  item: ItemResource<T>;
  /** The record's id; the route's :id by default. */
  id?: string | number;
  /** A header card: the record's name and status. */
  heading?: DetailHeading<T>;
  sections: DetailSection<T>[];
  attachments?: (item: T) => Attachment[];
  attachmentsTitle?: string;
  /** The audit trail ({actionLabel, reason, actorName, createdAt}[]) as a timeline. */
  history?: (item: T) => AuditEntry[];
  historyTitle?: string;
  /** Bespoke blocks after the sections. */
  children?: (item: T, context: DetailContext) => ReactNode;
  /** A bottom bar, e.g. <AuditActions/> while the record waits for review. */
  footer?: (item: T, context: DetailContext) => ReactNode;
  /** NavBar right side. */
  right?: (item: T, context: DetailContext) => ReactNode;
  notFoundText?: string;
}

/** A standard detail screen: heading, sections of rows, attachments, audit trail and actions. */
export function DetailPage<T>(props: DetailPageProps<T>) {
  const params = useParams();
  const id = props.id ?? params.id;
  const state = props.item.useItem(id);
  const back = useBack(props.backTo || '/index');
  const context: DetailContext = { refresh: () => state.mutate() };
  const data = state.data;

  let content: ReactNode;
  if (data !== undefined) {
    const { heading } = props;
    const files = props.attachments?.(data) ?? [];
    content = (
      <>
        {heading ? (
          <Card className={styles.card}>
            <div className={styles.heading}>
              <h2 className={styles.headingTitle}>{readField(data, heading.title) as ReactNode}</h2>
              {heading.status ? (
                <StatusTag
                  family={heading.status.family}
                  value={String(readField(data, heading.status.field) ?? '')}
                  fill="solid"
                />
              ) : null}
            </div>
            {heading.subtitle ? (
              <p className={styles.headingSubtitle}>{readField(data, heading.subtitle) as ReactNode}</p>
            ) : null}
          </Card>
        ) : null}
        {props.sections
          .filter((section) => !section.hidden?.(data))
          .map((section) => (
            <DetailSectionCard key={section.title} item={data} section={section} />
          ))}
        {files.length ? (
          <div className={styles.block}>
            <AttachmentList files={files} title={props.attachmentsTitle} />
          </div>
        ) : null}
        {props.history ? (
          <Card className={styles.card} title={props.historyTitle ?? '审核记录'}>
            <AuditHistory entries={props.history(data)} />
          </Card>
        ) : null}
        {props.children?.(data, context)}
      </>
    );
  } else if (state.notFound) content = <NotFound title={props.notFoundText} onBack={back} />;
  else if (state.error) content = <LoadFailed error={state.error} onRetry={() => void state.mutate()} />;
  else content = <LoadingCards count={2} lines={4} />;

  return (
    <PageFrame
      title={props.title}
      backTo={props.backTo}
      right={data !== undefined ? props.right?.(data, context) : undefined}
      footer={data !== undefined ? props.footer?.(data, context) || undefined : undefined}
    >
      {content}
    </PageFrame>
  );
}
