import { Button, ErrorBlock, List, NavBar, Skeleton, Tag } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isRegistering } from '../../../../common/roles';
import type { SessionUser } from '../../../../common/roles';
import type { AuditStatus } from '../../../../common/status';
import { confirmLogout } from '../../../app/logout';
import { syncUser } from '../../../app/session-sync';
import { useSession } from '../../../app/use-session';
import { currentApplication, useApplications, useOrgProfile, type Application } from '../api';
import { ORG_CERTIFY, orgRelatePath } from '../paths';
import styles from './user-index-page.module.css';

const ORG_TYPE_LABELS = { ORG: '企业', SERVICE: '服务机构' } as const;
const STATUS_COLOR: Record<AuditStatus, 'primary' | 'success' | 'danger' | 'warning'> = {
  TOAUDIT: 'primary',
  PASS: 'success',
  FAIL: 'danger',
  BACK: 'warning',
};

/** 13800000001 → 138****0001. */
const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

const pad = (n: number) => String(n).padStart(2, '0');
function formatTime(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function Profile({ user }: { user: SessionUser }) {
  return (
    <header className={styles.profile}>
      <div className={styles.avatar} aria-hidden="true">
        {(user.name || '用').slice(0, 1)}
      </div>
      <div className={styles.who}>
        <h1 className={styles.name}>{user.name || '未设置姓名'}</h1>
        <p className={styles.phone}>{maskPhone(user.phone)}</p>
        <div className={styles.roles} aria-label="角色">
          {user.roles.map((role) => (
            <Tag key={role.rolename} className={styles.role} color="#ffffff33">
              {role.rolename}
            </Tag>
          ))}
        </div>
      </div>
    </header>
  );
}

function Organisation({ user }: { user: SessionUser }) {
  const org = useOrgProfile(user.orgId);
  if (!user.orgId) return <List.Item description="完成企业认证或关联企业后显示">暂未归属企业</List.Item>;
  const type = user.orgType ? <Tag color="primary" fill="outline">{ORG_TYPE_LABELS[user.orgType]}</Tag> : null;
  if (org.error) {
    return (
      <List.Item extra={type} onClick={() => void org.mutate()} description="点击重试">
        企业信息加载失败
      </List.Item>
    );
  }
  if (!org.data) return <List.Item><Skeleton.Paragraph lineCount={1} animated /></List.Item>;
  return <List.Item extra={type}>{org.data.fullname}</List.Item>;
}

/** Where a refused application can be corrected, for someone who may still apply. */
function retryPath(application: Application): string | null {
  if (application.status !== 'BACK' && application.status !== 'FAIL') return null;
  if (application.kind === 'ORG') return ORG_CERTIFY;
  return application.orgId ? orgRelatePath(application.orgId) : null;
}

function Certification({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const applications = useApplications(user.id);
  if (applications.error) {
    return (
      <List.Item onClick={() => void applications.mutate()} description="点击重试">
        认证状态加载失败
      </List.Item>
    );
  }
  if (!applications.data) return <List.Item><Skeleton.Paragraph lineCount={2} animated /></List.Item>;
  const latest = currentApplication(applications.data);
  if (!latest) return <List.Item description={isRegistering(user) ? '可通过下方“企业认证”提交申请' : undefined}>暂无认证申请</List.Item>;
  const path = isRegistering(user) ? retryPath(latest) : null;
  const refused = latest.status === 'FAIL' || latest.status === 'BACK';
  return (
    <List.Item
      title={latest.kindLabel}
      extra={<Tag color={STATUS_COLOR[latest.status]}>{latest.statusLabel}</Tag>}
      description={
        <>
          {refused && latest.reason ? <span className={styles.reason}>审核意见：{latest.reason}</span> : null}
          <span>{formatTime(latest.reviewedAt ?? latest.updatedAt)}</span>
        </>
      }
      arrow={path !== null}
      onClick={path ? () => navigate(path) : undefined}
    >
      <span className={styles.orgName}>{latest.fullname}</span>
    </List.Item>
  );
}

/** /user/index: who is signed in, their organisation and certification, and the way out. */
export default function UserIndexPage() {
  const user = useSession();
  const navigate = useNavigate();

  // A certification passed since the last visit shows at once: the session user is refreshed.
  useEffect(() => {
    void syncUser();
  }, []);

  if (!user) {
    return (
      <div className={styles.page}>
        <NavBar onBack={() => navigate('/index')}>个人中心</NavBar>
        <ErrorBlock status="default" title="未获取到登录信息" description="登录可能已失效，请重新登录">
          <Button color="primary" onClick={() => navigate('/login')}>
            去登录
          </Button>
        </ErrorBlock>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <NavBar className={styles.navbar} onBack={() => navigate('/index')}>
        个人中心
      </NavBar>
      <Profile user={user} />
      <List header="所属企业" mode="card" className={styles.list}>
        <Organisation user={user} />
      </List>
      <List header="认证状态" mode="card" className={styles.list}>
        <Certification user={user} />
      </List>
      {isRegistering(user) ? (
        <List header="常用功能" mode="card" className={styles.list}>
          <List.Item prefix={<FileOutline />} onClick={() => navigate(ORG_CERTIFY)} description="提交营业执照，认证为企业或服务机构">
            企业认证
          </List.Item>
        </List>
      ) : null}
      <div className={styles.logout}>
        <Button block size="large" color="danger" fill="outline" onClick={() => void confirmLogout()}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
