import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { StatGrid } from '@/ui/stat-grid';
import { activityDetail, enrolls, exportEnrolls, type EnrollItem } from '../api';
import { formatDateTime } from '@/ui/format';
import { CheckinBoard } from '../parts/checkin-board';
import { InvitePopup } from '../parts/invite-popup';
import { spanOf } from '../parts/park-time';
import { ACTIVITY_MANAGE } from '../paths';
import styles from '../parts/activity.module.css';

const CARD: CardSpec<EnrollItem> = {
  title: 'name',
  subtitle: 'orgName',
  meta: [
    { label: '手机号', value: 'phone', format: 'phone' },
    { label: '报名时间', value: 'enrolledAt', format: 'datetime' },
    { label: '签到', value: (e) => (e.checkedInAt ? `已签到 ${formatDateTime(e.checkedInAt)}` : '未签到') },
    { label: '累计缺席', value: (e) => `${String(e.noShows)}次` },
    { label: '备注', value: 'remark', hidden: (e) => !e.remark },
  ],
  table: { titleLabel: '姓名', subtitleLabel: '所在单位' },
};

function Summary({ id }: { id: string }) {
  const { data } = activityDetail.useItem(id);
  if (!data) return null;
  return (
    <section className={styles.summary} aria-label="活动概况">
      <h2>{data.title}</h2>
      <p className={styles.line}>
        {spanOf(data.startAt, data.endAt)} · {data.place}
      </p>
      <StatGrid
        label="报名情况"
        items={[
          { label: '名额', value: data.capacity },
          { label: '已报名', value: data.enrolled, testId: 'enrolled' },
          { label: '已邀请机构', value: data.invited },
        ]}
      />
    </section>
  );
}

/** /op/dc/activity/enroll/:id: an activity's sign-ups (export .xlsx) and its SMS invitations. */
export default function ActivityEnrollPage() {
  const { id = '' } = useParams();
  const [inviting, setInviting] = useState(false);
  const [board, setBoard] = useState(false);
  return (
    <>
      <ListPage<EnrollItem, { activeId: string }>
        title="报名名单"
        backTo={ACTIVITY_MANAGE}
        table
        list={enrolls}
        fixed={{ activeId: id }}
        card={CARD}
        header={<Summary id={id} />}
        exportTo={() => exportEnrolls({ activeId: Number(id) })}
        actions={
          <>
            <Button size="small" color="primary" fill="none" onClick={() => setBoard(true)}>
              签到码
            </Button>
            <Button size="small" color="primary" fill="none" onClick={() => setInviting(true)}>
              短信邀请
            </Button>
          </>
        }
        emptyText="暂无报名"
      />
      <InvitePopup activeId={id} open={inviting} onClose={() => setInviting(false)} />
      {board ? <CheckinBoard id={Number(id)} onClose={() => setBoard(false)} /> : null}
    </>
  );
}
