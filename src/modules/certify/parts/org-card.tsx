import { Card, Tag } from 'antd-mobile';
import { CATEGORY_LABELS } from '@common/certify/contract';
import type { OrgInfor } from '../api';
import styles from './parts.module.css';

/** The organisation a person asks to join: enough to be sure it is the right one. */
export function OrgCard({ org }: { org: OrgInfor }) {
  return (
    <Card className={styles.card}>
      <div className={styles.titleRow}>
        <h2 className={styles.orgName}>{org.fullname}</h2>
        <Tag color="primary" fill="outline">
          {CATEGORY_LABELS[org.orgtype] ?? org.orgtype}
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
