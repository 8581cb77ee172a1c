import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REDIRECT_COOKIE } from '@common/constants';
import { quoted } from '@common/quoted';
import { setCookie } from '@/core/cookies';
import { useSession } from '@/core/use-session';
import { formatDateTime } from '@/ui/format';
import { cancelEnroll, enrollActivity, type ActivityDetail } from '../api';
import styles from './activity.module.css';
import { CheckinButton } from './checkin-button';

/**
 * The detail's bottom bar: 立即报名 while places and time remain, 取消报名 before the deadline for
 * someone signed up (and 签到 with the code shown in the room while check-in is open), otherwise why not (名额已满, 报名已截止, 活动已结束). Visitors are sent to log in
 * and come back here.
 */
export function SignUpBar({ activity, refresh }: { activity: ActivityDetail; refresh: () => void }) {
  const user = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const mine = activity.mine;
  const run = async (act: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await act();
    } catch {
      // The server's reason (名额已满, 报名已截止…) is already shown; the screen shows the activity as it is now.
    } finally {
      setBusy(false);
      refresh();
    }
  };

  if (mine?.enrolled) {
    return (
      <div className={styles.bar}>
        <span role="status">{mine.checkedInAt ? `已签到（${formatDateTime(mine.checkedInAt)}）` : `已报名（${formatDateTime(mine.enrolledAt ?? '')}）`}</span>
        {mine.canCheckIn ? <CheckinButton id={activity.id} onDone={refresh} /> : null}
        {mine.canCancel ? (
          <Button
            loading={busy}
            onClick={() =>
              void Dialog.confirm({ title: '取消报名', content: `确定取消报名${quoted(activity.title)}吗？名额将让给其他人。`, confirmText: '取消报名', cancelText: '再想想' }).then(
                (ok) => (ok ? run(() => cancelEnroll({ id: activity.id })) : undefined),
              )
            }
          >
            取消报名
          </Button>
        ) : null}
      </div>
    );
  }
  if (activity.phase !== 'OPEN') {
    return (
      <div className={styles.bar}>
        <Button block disabled>
          {activity.phaseLabel}
        </Button>
      </div>
    );
  }
  if (!user) {
    return (
      <div className={styles.bar}>
        <Button
          block
          color="primary"
          onClick={() => {
            setCookie(REDIRECT_COOKIE, location.pathname + location.search);
            void navigate('/login');
          }}
        >
          登录后报名
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.bar}>
      <span>
        剩余 {activity.capacity - activity.enrolled} / {activity.capacity} 个名额
      </span>
      <Button block color="primary" loading={busy} onClick={() => void run(() => enrollActivity({ id: activity.id }))}>
        立即报名
      </Button>
    </div>
  );
}
