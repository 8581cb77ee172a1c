import { Button, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '@common/roles';
import { inOrder, sees, type MineEntry } from '@/core/entries';
import { confirmLogout } from '@/ui/logout';
import { syncUser } from '@/core/session-sync';
import { useSession } from '@/core/use-session';
import { maskPhone } from '@/ui/format';
import { PageFrame } from '@/ui/page-frame';
import { profile, type Profile } from '../api';
import { accountTags } from '../parts/account-tags';
import { Avatar } from '../parts/avatar';
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
          {accountTags(user).map((tag) => (
            <Tag key={tag} className={styles.role} color="#ffffff33">
              {tag}
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

const declared = import.meta.glob<{ mineEntries?: readonly MineEntry[] }>('../../*/entries.tsx', { eager: true });

/** The entries the modules declare for the personal centre (their `entries.tsx`), in order. */
const MINE_ENTRIES = inOrder(Object.fromEntries(Object.entries(declared).map(([file, m]) => [file, m.mineEntries ?? []])));

/** The declared entries the user sees. */
function Entries({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  return MINE_ENTRIES.filter((entry) => sees(user, entry.who)).map(({ path, label, icon, description, state, Extra, Item }) =>
    Item ? (
      <Item key={`${path} ${label}`} />
    ) : (
      <List.Item
        key={`${path} ${label}`}
        prefix={icon}
        extra={Extra ? <Extra /> : undefined}
        description={description}
        onClick={() => void navigate(path, state === undefined ? undefined : { state })}
      >
        {label}
      </List.Item>
    ),
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
        <Entries user={user} />
      </List>
      <div className={styles.logout}>
        <Button block size="large" color="danger" fill="outline" onClick={() => void confirmLogout(() => navigate('/index', { replace: true }))}>
          退出登录
        </Button>
      </div>
    </PageFrame>
  );
}
