import { Tag } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { USER_KINDS, USER_STATES, type USER_LIST_SORTS } from '@common/user-admin/contract';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { userCounts, userExport, users, type UserListItem, type UserQuery } from '../api';
import { UserActions } from '../parts/user-actions';
import { OP_INDEX, orgUserPath } from '../paths';

const TABS = [{ label: '全部', value: '' }, ...Object.entries(USER_STATES).map(([value, label]) => ({ label, value }))];
const KIND_OPTIONS = Object.entries(USER_KINDS).map(([value, label]) => ({ label, value }));

export const StateTag = ({ user }: { user: Pick<UserListItem, 'state' | 'stateLabel'> }) => (
  <Tag color={user.state === 'ACTIVE' ? 'success' : 'default'} fill="outline">
    {user.stateLabel}
  </Tag>
);

const CARD: CardSpec<UserListItem> = {
  title: 'name',
  subtitle: (u) => (u.orgId ? <Link to={orgUserPath(u.orgId)}>{u.orgName}</Link> : '未关联机构'),
  tags: (u) => [u.kindLabel, ...u.roles],
  meta: [
    { label: '手机号', value: 'phone' },
    { label: '状态', value: (u) => <StateTag user={u} /> },
    { label: '注册时间', value: 'createdAt', format: 'date' },
    { label: '最近登录', value: 'lastLoginAt', format: 'datetime' },
  ],
  extra: (u) => <UserActions user={u} />,
  table: {
    titleLabel: '姓名',
    subtitleLabel: '关联机构',
    sort: {
      title: 'name',
      subtitle: 'orgName',
      手机号: 'phone',
      注册时间: 'createdAt',
      最近登录: 'lastLoginAt',
    } satisfies SortsOf<typeof USER_LIST_SORTS>,
  },
};

/** /op/userManage: every account of the park — search, filter, disable/enable, reset a password, export. */
export default function UserManagePage() {
  const counts = userCounts.useQuery({}).data;
  return (
    <ListPage<UserListItem, UserQuery>
      title="用户管理"
      backTo={OP_INDEX}
      list={users}
      tabs={{ field: 'state', options: TABS, counts: counts ? { '': counts.total, ...counts } : undefined }}
      search={{ field: 'search', placeholder: '姓名、手机号或机构名称' }}
      filters={[{ field: 'kind', label: '角色', options: KIND_OPTIONS }]}
      card={CARD}
      exportTo={userExport}
      emptyText="暂无用户"
    />
  );
}
