import { Card, Tag } from 'antd-mobile';
import { DetailPage, type DetailHeading, type DetailSection } from '@/ui/detail-page';
import { formatDateTime } from '@/ui/format';
import { RichTextBody } from '../../notice/public';
import { activityDetail, HIGH_TECH_TAG, type ActivityDetail } from '../api';
import { spanOf } from '../parts/park-time';
import { SignUpBar } from '../parts/sign-up-bar';
import styles from '../parts/activity.module.css';
import { ACTIVITY_LIST } from '../paths';

const HEADING: DetailHeading<ActivityDetail> = { title: 'title', subtitle: (a) => `${a.type} · ${a.host}` };

const SECTIONS: DetailSection<ActivityDetail>[] = [
  {
    title: '活动信息',
    fields: [
      { label: '活动时间', value: (a) => spanOf(a.startAt, a.endAt) },
      { label: '活动地点', value: 'place' },
      { label: '报名截止', value: 'deadline', format: 'datetime' },
      { label: '报名情况', value: (a) => `已报名 ${String(a.enrolled)} 人，共 ${String(a.capacity)} 个名额` },
      { label: '状态', value: 'phaseLabel' },
    ],
  },
];

/** /sc/activity/detail/:id: an activity, its text, and sign-up for a signed-in user. */
export default function ActivityDetailPage() {
  return (
    <DetailPage<ActivityDetail>
      title="活动详情"
      backTo={ACTIVITY_LIST}
      item={activityDetail}
      heading={HEADING}
      sections={SECTIONS}
      notFoundText="活动不存在或已下线"
      footer={(a, { refresh }) => <SignUpBar activity={a} refresh={refresh} />}
    >
      {(a) => (
        <Card title="活动详情" className={styles.body}>
          {a.highTech ? <Tag color="primary" fill="outline">面向{HIGH_TECH_TAG}</Tag> : null}
          <RichTextBody html={a.body} />
          <p className={styles.line}>发布于 {formatDateTime(a.updatedAt)}</p>
        </Card>
      )}
    </DetailPage>
  );
}
