import { Card, Tag } from 'antd-mobile';
import type { OrgInfor } from '../api';
import styles from './parts.module.css';

const ORG_TYPE_LABELS = { ORG: '企业', SERVICE: '服务机构' } as const;

/** The organisation a person asks to join: enough to be sure it is the right one. */
export function OrgCard({ org }: { org: OrgInfor }) {
  return (
    <Card className={styles.card}>
      <div className={styles.titleRow}>
        <h2 className={styles.orgName}>{org.fullname}</h2>
        <Tag color="primary" fill="outline">
          {ORG_TYPE_LABELS[org.orgtype] ?? org.orgtype}
        </Tag>
      </div>
      <dl className={styles.facts}>
        <dt>统一社会信用代码</dt>
        <dd>{org.creditCode || '—'}</dd>
        <dt>法定代表人</dt>
        <dd>{org.legalPerson || '—'}</dd>
        <dt>地址</dt>
        <dd>{org.address || '—'}</dd>
      </dl>
    </Card>
  );
}
