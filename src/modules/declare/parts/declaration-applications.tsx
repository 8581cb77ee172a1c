import { Card, InfiniteScroll } from 'antd-mobile';
import { ExportButton, ListCard } from '@/ui/list-page';
import { Empty, LoadFailed } from '@/ui/states';
import { applications, exportApplications, type ApplicationQuery } from '../api';
import { opAuditPath } from '../paths';
import { OPERATOR_CARD } from './application-card';
import styles from './declare.module.css';

/** The applications of one declaration (submitted or not), with the list export. */
export function DeclarationApplications({ declareId }: { declareId: number }) {
  const query: ApplicationQuery = { declareId: String(declareId) };
  const { items, total, error, hasMore, loadMore, refresh, isLoading } = applications.useList(query);
  return (
    <Card
      className={styles.card}
      title={`申报企业${total ? `（${total}）` : ''}`}
      extra={<ExportButton download={() => exportApplications(query)} />}
    >
      {error && !items.length ? (
        <LoadFailed error={error} onRetry={() => void refresh()} />
      ) : !isLoading && !items.length ? (
        <Empty title="暂无企业申报" />
      ) : (
        <>
          {items.map((a) => (
            <ListCard key={a.id} item={a} spec={OPERATOR_CARD} path={opAuditPath(a.id)} />
          ))}
          <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
        </>
      )}
    </Card>
  );
}
