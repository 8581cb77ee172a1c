import { Card, Tag } from 'antd-mobile';
import { isOperator } from '@common/roles';
import { NeedsOrgActions } from '@/modules/certify/public';
import { useSession } from '@/core/use-session';
import { myOrg } from '../api';
import styles from './home.module.css';
import { SPEC_STRINGS } from '@common/spec-strings';

/** The visitor's own organisation, or the way to certify one; nothing for operators and visitors. */
export function MyOrgCard() {
  const user = useSession();
  const orgId = user?.orgId;
  const { data } = myOrg.useItem(orgId);
  if (!user || isOperator(user)) return null;
  if (!orgId) {
    return (
      <Card className={styles.card} title="我的企业">
        <p className={styles.hint}>认证企业或关联所在企业后，可获取政策匹配、申报等企业专属服务。</p>
        <NeedsOrgActions />
      </Card>
    );
  }
  return (
    <Card className={styles.card} title="我的企业">
      <strong>{data?.fullname ?? SPEC_STRINGS.loading}</strong>{' '}
      {data ? <Tag color="primary">{data.orgtype === 'SERVICE' ? '服务机构' : '企业'}</Tag> : null}
      {data?.industryName ? <p className={styles.hint}>{data.industryName}</p> : null}
    </Card>
  );
}
