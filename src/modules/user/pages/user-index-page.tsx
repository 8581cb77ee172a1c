import { Badge, Button, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import {
  BellOutline,
  EditSOutline,
  FileOutline,
  MailOutline,
  MessageOutline,
  SearchOutline,
  TeamOutline,
  TextOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOperator, isRegistering } from '@common/roles';
import type { SessionUser } from '@common/roles';
import { confirmLogout } from '@/ui/logout';
import { syncUser } from '@/core/session-sync';
import { useSession } from '@/core/use-session';
import { formatDateTime, maskPhone } from '@/ui/format';
import { PageFrame } from '@/ui/page-frame';
import { StatusTag } from '@/ui/status-tag';
import { USER_APPEAL } from '@/modules/appeal/public';
import { RELATE_INTENT } from '@/modules/certify/public';
import { myApplicationsPath } from '@/modules/declare/public';
import { unreadCounts, USER_MESSAGE, USER_NOTICE } from '@/modules/message/public';
import { POLICY_RECORDS } from '@/modules/policy/public';
import { currentApplication, profile, useApplications, type Profile } from '../api';
import { Avatar } from '../parts/avatar';
import { ORG_CERTIFY, USER_CERTIFICATION, USER_EDIT } from '../paths';
import styles from './user-index-page.module.css';

function Header({ user, data }: { user: SessionUser; data: Profile | undefined }) {
  const name = data?.name ?? user.name;
  return (
    <header className={styles.profile}>
      <Avatar url={data?.avatar ?? ''} name={name} />
      <div className={styles.who}>
        <h1 className={styles.name}>{name || '未设置姓名'}</h1>
        <p className={styles.phone}>
          {maskPhone(user.phone)}
          {data?.position ? ` · ${data.position}` : ''}
        </p>
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

function Organisation({ user, state }: { user: SessionUser; state: ReturnType<typeof profile.useItem> }) {
  if (!user.orgId && !state.data?.org) return <List.Item description="完成企业认证或关联企业后显示">暂未归属企业</List.Item>;
  if (state.error && !state.data) {
    return (
      <List.Item onClick={() => void state.mutate()} description="点击重试">
        企业信息加载失败
      </List.Item>
    );
  }
  if (!state.data) return <List.Item><Skeleton.Paragraph lineCount={1} animated /></List.Item>;
  const { org } = state.data;
  if (!org) return <List.Item description="完成企业认证或关联企业后显示">暂未归属企业</List.Item>;
  return (
    <List.Item extra={<Tag color="primary" fill="outline">{org.orgtypeLabel}</Tag>}>
      <span className={styles.orgName}>{org.fullname}</span>
    </List.Item>
  );
}

/** The latest application in one line; the whole story is on /user/certification. */
function Certification({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const applications = useApplications(user.id);
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

const badge = (count: number | undefined) => (count ? <Badge content={count > 99 ? '99+' : String(count)} /> : null);

/** 我的消息 and 系统通知, each with its unread count (refreshed when messages are read). */
function Messages() {
  const navigate = useNavigate();
  const unread = unreadCounts.useQuery({}).data;
  return (
    <>
      <List.Item prefix={<MailOutline />} extra={badge(unread?.message)} onClick={() => void navigate(USER_MESSAGE)} description="园区发送给您的站内消息">
        我的消息
      </List.Item>
      <List.Item prefix={<BellOutline />} extra={badge(unread?.notice)} onClick={() => void navigate(USER_NOTICE)} description="认证、诉求、申报的办理结果">
        系统通知
      </List.Item>
    </>
  );
}

/** /user/index: who is signed in, their organisation and certification, their profile, and the way out. */
export default function UserIndexPage() {
  const user = useSession();
  const navigate = useNavigate();
  const me = profile.useItem(user?.id);

  // A certification passed since the last visit shows at once: the session user is refreshed.
  useEffect(() => {
    void syncUser();
  }, []);

  if (!user) {
    return (
      <PageFrame title="个人中心">
        <ErrorBlock status="default" title="未获取到登录信息" description="登录可能已失效，请重新登录">
          <Button color="primary" onClick={() => void navigate('/login')}>
            去登录
          </Button>
        </ErrorBlock>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="个人中心">
      <Header user={user} data={me.data} />
      <List header="所属企业" mode="card" className={styles.list}>
        <Organisation user={user} state={me} />
      </List>
      <List header="我的" mode="card" className={styles.list}>
        <Messages />
        <Certification user={user} />
        <List.Item prefix={<EditSOutline />} onClick={() => void navigate(USER_EDIT)} description="头像、姓名、邮箱、职务">
          编辑资料
        </List.Item>
        {user.orgId || isOperator(user) ? (
          <List.Item prefix={<MessageOutline />} onClick={() => void navigate(USER_APPEAL)} description="反映问题、跟踪办理、评价结果">
            我的诉求
          </List.Item>
        ) : null}
        {user.orgId ? (
          <List.Item prefix={<TextOutline />} onClick={() => void navigate(myApplicationsPath())} description="政策申报的进度与结果">
            我的申报
          </List.Item>
        ) : null}
        <List.Item prefix={<SearchOutline />} onClick={() => void navigate(POLICY_RECORDS)} description="政策快速匹配的历次结果">
          匹配记录
        </List.Item>
        {isRegistering(user) ? (
          <>
            <List.Item prefix={<FileOutline />} onClick={() => void navigate(ORG_CERTIFY)} description="提交营业执照，认证为企业或服务机构">
              企业认证
            </List.Item>
            <List.Item
              prefix={<TeamOutline />}
              onClick={() => void navigate(ORG_CERTIFY, { state: RELATE_INTENT })}
              description="查找园区已登记的企业，申请加入"
            >
              关联企业
            </List.Item>
          </>
        ) : null}
      </List>
      <div className={styles.logout}>
        <Button block size="large" color="danger" fill="outline" onClick={() => void confirmLogout(() => navigate('/index', { replace: true }))}>
          退出登录
        </Button>
      </div>
    </PageFrame>
  );
}
