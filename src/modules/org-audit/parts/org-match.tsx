import { Card } from 'antd-mobile';
import type { ApplicationDetail } from '../api';
import styles from './parts.module.css';
import { quoted } from '@common/quoted';

/**
 * What passing the application does to the park's organisations: link to the one already known by
 * this credit code, create a new one, or (RELATE) add a member to the chosen one.
 */
export function OrgMatch({ application }: { application: ApplicationDetail }) {
  const { org, kind } = application;
  const title = kind === 'ORG' ? '匹配企业' : '关联企业';
  if (!org) {
    return (
      <Card className={styles.card} title={title}>
        <p className={styles.note} role="note">
          {kind === 'ORG'
            ? `园区内暂无该信用代码的企业，审核通过后将新建企业${quoted(application.fullname)}，申请人将归属该企业。`
            : '该企业已不存在，无法关联，请不通过或退回此申请。'}
        </p>
      </Card>
    );
  }
  return (
    <Card className={styles.card} title={title}>
      {kind === 'ORG' ? (
        <p className={styles.note} role="note">
          园区内已有该信用代码的企业，审核通过后申请人将归属该企业{org.fullname === application.fullname ? '' : '（名称与申请不一致，请核对）'}。
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>企业名称</dt>
        <dd>{org.fullname}</dd>
        <dt>信用代码</dt>
        <dd>{org.creditCode || '—'}</dd>
        <dt>类型</dt>
        <dd>{[org.orgtype === 'SERVICE' ? '服务机构' : '企业', org.category].filter(Boolean).join(' · ')}</dd>
        <dt>法定代表人</dt>
        <dd>{org.legalPerson || '—'}</dd>
        <dt>地址</dt>
        <dd>{org.address || '—'}</dd>
        <dt>已归属用户</dt>
        <dd>{org.certifiedUsers} 人</dd>
      </dl>
    </Card>
  );
}
