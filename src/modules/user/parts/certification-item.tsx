import { List, Skeleton } from 'antd-mobile';
import { UserContactOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { isRegistering } from '@common/roles';
import { useSession } from '@/core/use-session';
import { formatDateTime } from '@/ui/format';
import { StatusTag } from '@/ui/status-tag';
import { currentApplication, useApplications } from '../api';
import { USER_CERTIFICATION } from '../paths';
import styles from '../pages/user-index-page.module.css';

/** The personal centre's 认证信息: the latest application in one line; the whole story is on /user/certification. */
export function CertificationItem() {
  const user = useSession();
  const navigate = useNavigate();
  const applications = useApplications(user?.id);
  const open = () => void navigate(USER_CERTIFICATION);
  if (applications.error) {
    return (
      <List.Item onClick={() => void applications.mutate()} description="点击重试">
        认证状态加载失败
      </List.Item>
    );
  }
  if (!applications.data) return <List.Item><Skeleton.Paragraph lineCount={2} animated /></List.Item>;
  const latest = currentApplication(applications.data);
  if (!latest) {
    return (
      <List.Item prefix={<UserContactOutline />} onClick={open} description={isRegistering(user) ? '尚未提交认证申请' : undefined}>
        认证信息
      </List.Item>
    );
  }
  const refused = latest.status === 'FAIL' || latest.status === 'BACK';
  return (
    <List.Item
      prefix={<UserContactOutline />}
      extra={<StatusTag family="audit" value={latest.status} fill="solid" />}
      description={
        <>
          <span className={styles.orgName}>
            {latest.kindLabel} · {latest.fullname}
          </span>
          {refused && latest.reason ? <span className={styles.reason}>审核意见：{latest.reason}</span> : null}
          <span className={styles.time}>{formatDateTime(latest.reviewedAt ?? latest.updatedAt)}</span>
        </>
      }
      onClick={open}
    >
      认证信息
    </List.Item>
  );
}
