import { Card } from 'antd-mobile';
import { isRegistering } from '@common/roles';
import { NeedsOrgActions } from '@/modules/certify/public';
import { useSession } from '@/core/use-session';
import styles from './fill.module.css';

export const NOT_CERTIFIED_TEXT =
  '仅认证企业的用户可以填报创新积分数据，请先完成企业认证或关联已认证的企业。';

/** The dead end of a user without a certified enterprise, and the ways out of it (去认证 / 去关联). */
export function FillNotCertified({ message = NOT_CERTIFIED_TEXT }: { message?: string }) {
  const user = useSession();
  return (
    <Card className={styles.card} title="暂无可填报的数据">
      <p role="alert">{message}</p>
      {isRegistering(user) ? (
        <div className={styles.actions}>
          <NeedsOrgActions size="middle" />
        </div>
      ) : null}
    </Card>
  );
}
