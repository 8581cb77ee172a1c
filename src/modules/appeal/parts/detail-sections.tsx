import { Card } from 'antd-mobile';
import { RATING_LABELS } from '@common/appeal/rules';
import type { AppealDetail } from '../api';
import { ImageGallery } from '@/ui/image-gallery';
import type { DetailHeading, DetailSection } from '@/ui/detail-page';
import { formatDateTime } from '@/ui/format';
import styles from './appeal.module.css';
import { AppealStateTag } from './state-tag';
import { AppealTimeline } from './timeline';

export const stars = (rating: number) =>
  `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ${RATING_LABELS[rating] ?? ''}`;

export const HEADING: DetailHeading<AppealDetail> = {
  title: 'title',
  subtitle: (a) => (
    <span className={styles.headingLine}>
      <span>
        {a.categoryLabel} · {a.orgName}
      </span>
      <AppealStateTag state={a.state} overdue={a.overdue} late={a.late} fill="solid" />
    </span>
  ),
};

export const SECTIONS: DetailSection<AppealDetail>[] = [
  {
    title: '诉求信息',
    fields: [
      { label: '诉求企业', value: 'orgName' },
      { label: '诉求类别', value: 'categoryLabel' },
      {
        label: '提交人',
        value: (a) => `${a.submitterName}${a.onBehalf ? '（园区工作人员代企业提交）' : ''}`,
      },
      { label: '提交时间', value: 'createdAt', format: 'datetime' },
      {
        label: '答复期限',
        value: (a) => (
          <span className={a.overdue ? styles.overdueText : undefined}>
            {formatDateTime(a.dueAt)}
            {a.overdue ? '（已超期）' : ''}
          </span>
        ),
      },
      { label: '承办部门', value: 'departmentName' },
      { label: '地址', value: 'address' },
      {
        label: '定位',
        value: (a) =>
          a.lng !== null && a.lat !== null ? `经度 ${a.lng.toFixed(6)}，纬度 ${a.lat.toFixed(6)}` : null,
        hidden: (a) => a.lng === null,
      },
    ],
  },
  {
    title: '办理结果',
    hidden: (a) => !a.reply && !a.reason && a.rating === null,
    fields: [
      {
        label: '答复内容',
        value: (a) => (a.reply ? <span className={styles.paragraph}>{a.reply}</span> : null),
        hidden: (a) => !a.reply,
      },
      { label: '答复人', value: 'replierName', hidden: (a) => !a.reply },
      { label: '答复时间', value: 'repliedAt', format: 'datetime', hidden: (a) => !a.repliedAt },
      {
        label: '企业评价',
        value: (a) => (a.rating ? stars(a.rating) : null),
        hidden: (a) => a.rating === null,
      },
      { label: '评价说明', value: 'ratingComment', hidden: (a) => !a.ratingComment },
      { label: '不予受理原因', value: 'reason', hidden: (a) => a.state !== 'REJECTED' || !a.reason },
      { label: '办结说明', value: 'reason', hidden: (a) => a.state === 'REJECTED' || !a.reason },
      { label: '办结时间', value: 'closedAt', format: 'datetime', hidden: (a) => !a.closedAt },
    ],
  },
];

/** The text, the photos and the timeline, between the sections and the actions. */
export function AppealBody({ appeal }: { appeal: AppealDetail }) {
  return (
    <>
      <Card className={styles.block} title="诉求内容">
        <p className={styles.paragraph}>{appeal.content}</p>
      </Card>
      {appeal.photos.length ? (
        <div className={styles.block}>
          <ImageGallery
            images={appeal.photos.map((p) => ({ filename: p.filename, url: p.url, mime: p.mime, size: p.size }))}
            title="现场照片"
          />
        </div>
      ) : null}
      <Card className={styles.block} title="办理过程">
        <AppealTimeline events={appeal.events} />
      </Card>
    </>
  );
}
