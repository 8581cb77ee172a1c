import { Tag } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { formatAward, type PolicyLevel } from '@common/policy';
import { policyDetailPath } from '../paths';
import styles from './policy.module.css';
import { AutoGrantTag } from './auto-grant-tag';

export interface PolicyRowData {
  id: number;
  title: string;
  issuer: string;
  levelLabel: string;
  level: PolicyLevel;
  maxAward: number;
  autoGrant: boolean;
  endDate: string | null;
}

/** A compact line of a policy for home sections: title, level, issuer, the highest award. */
export function PolicyRow({ policy, extra }: { policy: PolicyRowData; extra?: string }) {
  return (
    <li className={styles.row}>
      <Link to={policyDetailPath(policy.id)} className={styles.rowLink}>
        {policy.title}
      </Link>
      <span className={styles.rowMeta}>
        <Tag fill="outline">{policy.levelLabel}</Tag>
        <AutoGrantTag shown={policy.autoGrant} fill="outline" />
        <span>{policy.issuer}</span>
        {policy.maxAward ? <span className={styles.money}>最高{formatAward(policy.maxAward)}</span> : null}
        <span>{policy.endDate ? `截止 ${policy.endDate}` : '长期有效'}</span>
        {extra ? <span>{extra}</span> : null}
      </span>
    </li>
  );
}
