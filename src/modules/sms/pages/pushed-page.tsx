import { Button, Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { quoted } from '@common/quoted';
import { SMS_BATCH_STATUS_LABELS, SMS_BATCH_STATUSES, SMS_RECORD_STATUS_LABELS, SMS_RECORD_STATUSES } from '@common/sms/contract';
import { formatDateTime } from '@/ui/format';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { PageFrame } from '@/ui/page-frame';
import { revalidateResources } from '@/ui/resource';
import { NotFound } from '@/ui/states';
import {
  batchResources,
  retrySms,
  smsBatch,
  smsBatches,
  smsRecords,
  type BatchQuery,
  type RecordQuery,
  type SmsBatch,
  type SmsBatchDetail,
  type SmsRecord,
} from '../api';
import { useIdParam } from '@/ui/id-param';
import styles from '../parts/sms.module.css';
import { OP_PUSHED, pushedBatchPath } from '../paths';
import { StatGrid } from '@/ui/stat-grid';

/** While a batch is being sent its counts and records are read again this often. */
const SENDING_REFRESH_MS = 3000;

const BATCH_TABS = [{ label: '全部', value: '' }, ...SMS_BATCH_STATUSES.map((s) => ({ label: SMS_BATCH_STATUS_LABELS[s], value: s }))];
const RECORD_TABS = [{ label: '全部', value: '' }, ...SMS_RECORD_STATUSES.map((s) => ({ label: SMS_RECORD_STATUS_LABELS[s], value: s }))];

const batchTitle = (b: Pick<SmsBatch, 'templateName'>) => b.templateName || '自定义短信';

const BATCH_CARD: CardSpec<SmsBatch> = {
  title: batchTitle,
  subtitle: 'text',
  tags: (b) => [b.statusLabel],
  meta: [
    { label: '接收对象', value: 'audienceText' },
    { label: '发送时间', value: 'sendAt', format: 'datetime' },
    { label: '接收人数', value: (b) => String(b.counts.total) },
    { label: '成功', value: (b) => String(b.counts.sent) },
    { label: '失败', value: (b) => String(b.counts.failed) },
    { label: '待发送', value: (b) => String(b.counts.pending), hidden: (b) => b.counts.pending === 0 },
    { label: '发送人', value: 'senderName' },
  ],
  table: { titleLabel: '模板', subtitleLabel: '短信内容' },
};

async function retryOne(batchId: number, record: SmsRecord) {
  const ok = await Dialog.confirm({
    title: '重新发送',
    content: `确定重新向${quoted(record.name)}（${record.phone}）发送这条短信吗？`,
    confirmText: '重试',
    cancelText: '取消',
  });
  // A refusal was shown by the HTTP client; the lists refresh either way.
  if (ok) await retrySms({ batchId, recordId: record.id }).catch(() => undefined);
}

async function retryAll(batch: SmsBatchDetail) {
  const ok = await Dialog.confirm({
    title: '全部重试',
    content: `确定重新发送该批次全部 ${batch.counts.failed} 条失败的短信吗？`,
    confirmText: '重试',
    cancelText: '取消',
  });
  if (ok) await retrySms({ batchId: batch.id }).catch(() => undefined);
}

const recordCard = (batchId: number): CardSpec<SmsRecord> => ({
  title: 'name',
  subtitle: (r) => r.orgName || '未关联企业',
  tags: (r) => [r.statusLabel],
  meta: [
    { label: '手机号', value: 'phone' },
    { label: '网关结果', value: (r) => r.result || '—' },
    { label: '发送时间', value: 'sentAt', format: 'datetime' },
    { label: '发送次数', value: (r) => String(r.attempts) },
    { label: '短信内容', value: 'text' },
  ],
  extra: (r) =>
    r.status === 'FAILED' ? (
      <div className={styles.cardActions}>
        <Button size="mini" color="primary" fill="outline" onClick={() => void retryOne(batchId, r)}>
          重试
        </Button>
      </div>
    ) : null,
  table: { titleLabel: '接收人', subtitleLabel: '所属企业', extraLabel: '操作' },
});

/** The batch: what was sent, to whom, when, and how it went. */
function Summary({ batch }: { batch: SmsBatchDetail | undefined }) {
  if (!batch) return <section className={styles.panel} aria-label="发送概况" aria-busy="true" />;
  const c = batch.counts;
  return (
    <section className={styles.panel} aria-label="发送概况">
      <h2 className={styles.panelTitle}>
        {batchTitle(batch)} · <span data-testid="batch-status">{batch.statusLabel}</span>
      </h2>
      <p className={styles.muted}>
        {batch.audienceText} · {batch.status === 'SCHEDULED' ? '计划于' : ''}
        {formatDateTime(batch.sendAt)} 发送{batch.senderName ? ` · ${batch.senderName}` : ''}
      </p>
      <p className={styles.bubble}>{batch.text}</p>
      <StatGrid
        label="发送结果"
        items={[
          { label: '接收人数', value: c.total, testId: 'stat-total' },
          { label: '发送成功', value: c.sent, testId: 'stat-sent' },
          { label: '发送失败', value: c.failed, testId: 'stat-failed' },
          { label: '待发送', value: c.pending, testId: 'stat-pending' },
        ]}
      />
      {c.failed > 0 ? (
        <div className={styles.toolbar}>
          <Button size="small" color="primary" onClick={() => void retryAll(batch)}>
            全部重试（{c.failed}）
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function BatchRecords({ id }: { id: number }) {
  const batch = smsBatch.useItem(id);
  const status = batch.data?.status;
  const sendAt = batch.data?.sendAt;
  // A batch on its way (or whose time has come) is read again until every record has an answer.
  useEffect(() => {
    if (status === 'DONE' || !sendAt) return;
    const timer = setInterval(() => {
      if (status === 'SENDING' || Date.parse(sendAt) <= Date.now()) void revalidateResources(batchResources);
    }, SENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [status, sendAt]);
  if (batch.notFound)
    return (
      <PageFrame title="发送详情" backTo={OP_PUSHED}>
        <NotFound title="发送批次不存在" />
      </PageFrame>
    );
  return (
    <ListPage<SmsRecord, RecordQuery>
      title="发送详情"
      backTo={OP_PUSHED}
      list={smsRecords}
      fixed={{ id: String(id) }}
      tabs={{ field: 'status', options: RECORD_TABS }}
      search={{ field: 'search', placeholder: '搜索姓名、手机号或企业' }}
      header={<Summary batch={batch.data} />}
      card={recordCard(id)}
      table
      columnsKey="短信发送详情"
      emptyText="没有符合条件的接收人"
    />
  );
}

/** /op/pushed: the park's SMS batches; with ?id= one batch with each recipient's gateway result and 重试. */
export default function PushedPage() {
  const { raw, id } = useIdParam();
  if (raw === null)
    return (
      <ListPage<SmsBatch, BatchQuery>
        title="发送记录"
        backTo="/op/index"
        list={smsBatches}
        tabs={{ field: 'status', options: BATCH_TABS }}
        search={{ field: 'search', placeholder: '搜索短信内容或模板名称' }}
        card={BATCH_CARD}
        itemPath={(b) => pushedBatchPath(b.id)}
        createPath="/op/push"
        createLabel="发短信"
        emptyText="暂无短信发送记录"
      />
    );
  if (!id)
    return (
      <PageFrame title="发送详情" backTo={OP_PUSHED}>
        <NotFound title="发送批次不存在" />
      </PageFrame>
    );
  return <BatchRecords id={id} />;
}
