import { Card, List } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { hasPermission } from '@common/roles';
import { useSession } from '@/core/use-session';
import { Chart } from '@/ui/chart';
import { formatDate, formatMoney } from '@/ui/format';
import { MapView } from '@/ui/map-view';
import { StatusTag } from '@/ui/status-tag';
import type { OrgPortrait } from '../api';
import { orgUsersPath } from '../paths';
import styles from './portrait.module.css';

const USER_STATUS: Record<string, string> = { ACTIVE: '正常', DISABLED: '停用' };

/**
 * 关联用户: the accounts linked to the organisation (phones masked by the server); 管理 opens
 * /op/orgUser/{id} (unlinking) for an operator holding user.manage.
 */
export function LinkedUsers({ orgId, users }: { orgId: number; users: OrgPortrait['users'] }) {
  const mayManage = hasPermission(useSession(), 'user.manage');
  return (
    <Card
      className={styles.card}
      title={`关联用户（${users.length}）`}
      extra={mayManage ? <Link to={orgUsersPath(orgId)}>管理关联用户</Link> : undefined}
    >
      {users.length ? (
        <List aria-label="关联用户">
          {users.map((user) => (
            <List.Item
              key={user.id}
              description={`加入于 ${formatDate(user.createdAt)}`}
              extra={USER_STATUS[user.status] ?? user.status}
            >
              {user.name} <span className={styles.weak}>{user.phone}</span>
            </List.Item>
          ))}
        </List>
      ) : (
        <p className={styles.none}>暂无关联用户</p>
      )}
    </Card>
  );
}

/** 认证记录: certification and link applications for the organisation, newest first. */
export function Certifications({ entries }: { entries: OrgPortrait['certifications'] }) {
  return (
    <Card className={styles.card} title="认证记录">
      {entries.length ? (
        <List aria-label="认证记录">
          {entries.map((entry) => (
            <List.Item
              key={entry.id}
              extra={<StatusTag family="audit" value={entry.status} />}
              description={[
                `申请于 ${formatDate(entry.createdAt)}`,
                entry.reviewedAt ? `审核于 ${formatDate(entry.reviewedAt)}` : '',
                entry.reason,
              ]
                .filter(Boolean)
                .join(' · ')}
            >
              {entry.kindLabel} · {entry.applicant}
            </List.Item>
          ))}
        </List>
      ) : (
        <p className={styles.none}>暂无认证记录</p>
      )}
    </Card>
  );
}

/** The organisation's capital beside its industry's average, and where it is. */
export function CapitalAndPlace({ portrait }: { portrait: OrgPortrait }) {
  const { profile, figures } = portrait;
  return (
    <>
      <Card className={styles.card} title="注册资本对比">
        <p className={styles.weak}>
          本企业 {formatMoney(figures.registerCapital)}，{figures.industryName}平均{' '}
          {formatMoney(figures.industryAvgCapital)}
        </p>
        <Chart
          kind="bar"
          title="注册资本对比"
          unit="万元"
          height={200}
          data={[
            { name: '本企业', value: figures.registerCapital },
            { name: '同产业平均', value: figures.industryAvgCapital },
          ]}
        />
      </Card>
      <Card className={styles.card} title="企业位置">
        <MapView
          title="企业位置"
          height={240}
          cluster={false}
          zoom={15}
          markers={[
            {
              id: profile.id,
              name: profile.fullname,
              lng: profile.gaodelng,
              lat: profile.gaodelat,
              description: profile.address,
            },
          ]}
        />
      </Card>
    </>
  );
}
