import { Card, Tag } from 'antd-mobile';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { DetailPage, type DetailHeading, type DetailSection } from '@/ui/detail-page';
import { formatDate } from '@/ui/format';
import { noticeDetail, type NoticeDetail } from '../api';
import { NoticeBody } from '../parts/notice-body';
import { NoticeFiles } from '../parts/notice-files';
import styles from '../parts/notice.module.css';
import { OperatorBar } from '../parts/operator-bar';
import { summaryRepeatsBody } from '../parts/signed-html';

const subtitle = (n: NoticeDetail) =>
  [n.type, n.publishedAt ? `发布于 ${formatDate(n.publishedAt)}` : '未发布', `浏览 ${n.views}`].join(' · ');

const HEADING: DetailHeading<NoticeDetail> = { title: 'title', subtitle };
const OPERATOR_HEADING: DetailHeading<NoticeDetail> = { ...HEADING, status: { family: 'publish', field: 'status' } };

/** What operators see besides the notice itself (visitors only ever see published ones). */
const WORKFLOW: DetailSection<NoticeDetail>[] = [
  {
    title: '发布信息',
    fields: [
      { label: '审核意见', value: 'reason', hidden: (n) => n.status !== 'CANCEL' },
      { label: '起草人', value: 'authorName' },
      { label: '发布人', value: 'publisherName', hidden: (n) => n.status !== 'JOINT' },
      { label: '发布时间', value: 'publishedAt', format: 'datetime', hidden: (n) => n.status !== 'JOINT' },
      { label: '最后修改', value: 'updatedAt', format: 'datetime' },
    ],
  },
];

/** /notice/detail/:id: a published notice for anyone; operators also open drafts and act on them. */
export default function NoticeDetailPage() {
  const operator = isOperator(useSession());
  return (
    <DetailPage<NoticeDetail>
      title="通知详情"
      backTo="/index"
      item={noticeDetail}
      heading={operator ? OPERATOR_HEADING : HEADING}
      sections={operator ? WORKFLOW : []}
      notFoundText="通知不存在或已下线"
      footer={operator ? (n, { refresh }) => <OperatorBar notice={n} refresh={refresh} /> : undefined}
    >
      {(n) => (
        <>
          <Card className={styles.article}>
            {n.pinned ? (
              <Tag color="danger" fill="outline" className={styles.pin}>
                置顶
              </Tag>
            ) : null}
            {summaryRepeatsBody(n.summary, n.body) ? null : <p className={styles.summary}>{n.summary}</p>}
            <NoticeBody html={n.body} />
          </Card>
          <div className={styles.filesBlock}>
            <NoticeFiles id={n.id} />
          </div>
        </>
      )}
    </DetailPage>
  );
}
