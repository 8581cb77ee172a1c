import { Button, Card, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { isOrganisation, isRegistering } from '@common/roles';
import { NeedsOrgActions } from '@/modules/certify/public';
import { useSession } from '@/core/use-session';
import { LoadFailed } from '@/ui/states';
import { applications } from '../api';
import { myApplicationsPath, progressPath } from '../paths';
import styles from './declare.module.css';
import { NOT_ORG_TEXT } from './start-action';
import { DeclareStateTag } from './state-tag';
import { SPEC_STRINGS } from '@common/spec-strings';

/** The top of 申报中心: the enterprise's latest applications, or who may apply. */
export function MyRecent() {
  const user = useSession();
  const org = isOrganisation(user);
  const navigate = useNavigate();
  const { items, total, error, refresh, isLoading } = applications.useList({}, { pageSize: 3, enabled: org });
  if (!org) {
    return (
      <div className={styles.banner}>
        <p>{NOT_ORG_TEXT}</p>
        {isRegistering(user) ? <NeedsOrgActions /> : null}
      </div>
    );
  }
  if (error) return <LoadFailed error={error} onRetry={() => void refresh()} />;
  return (
    <Card
      className={styles.card}
      title="我的申报"
      extra={
        <Button size="mini" fill="none" color="primary" onClick={() => void navigate(myApplicationsPath())}>
          全部{total ? `（${total}）` : ''}
        </Button>
      }
    >
      {isLoading ? (
        <p className={styles.slotNote}>{SPEC_STRINGS.loading}</p>
      ) : items.length === 0 ? (
        <p className={styles.slotNote}>还没有申报，选择下面的申报通知开始吧。</p>
      ) : (
        <List>
          {items.map((a) => (
            <List.Item key={a.id} onClick={() => void navigate(progressPath(a.id))} extra={<DeclareStateTag state={a.state} />} description={a.projectName || a.applyItemName}>
              {a.declareName}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
