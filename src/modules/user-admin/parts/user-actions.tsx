import { Button, Dialog } from 'antd-mobile';
import { quoted } from '@common/quoted';
import { useSession } from '@/core/use-session';
import { disableUser, enableUser, resetUserPassword, type UserListItem } from '../api';
import styles from './user-admin.module.css';

type Account = Pick<UserListItem, 'id' | 'name' | 'phone' | 'state' | 'manageable' | 'lockReason'>;

const who = (user: Pick<Account, 'name' | 'phone'>) => `${quoted(user.name)}（${user.phone}）`;

/**
 * Asks first, then takes the user's password away: the server tells the user by SMS to set a new
 * one through 忘记密码, so nobody but the user ever knows it (common/user-admin/README.md).
 */
export async function confirmResetPassword(user: Account): Promise<void> {
  const ok = await Dialog.confirm({
    title: '重置密码',
    content: `${who(user)}的当前密码将立即失效，其当前登录将全部失效；系统会以短信通知其在登录页点击“忘记密码”，用短信验证码设置新密码。确定重置吗？`,
    confirmText: '重置',
    cancelText: '取消',
  });
  if (!ok) return;
  const answer = await resetUserPassword(user.id).catch(() => null);
  if (!answer) return;
  await Dialog.alert({
    title: '密码已重置',
    content: answer.notified
      ? `已向 ${answer.phone} 发送短信，请用户在登录页点击“忘记密码”设置新密码。`
      : `短信未能发出，请另行告知用户在登录页点击“忘记密码”，用手机号 ${answer.phone} 接收验证码设置新密码。`,
    confirmText: '知道了',
  });
}

/** Asks first, then disables (ends the user's sessions at once) or enables the account. */
export async function confirmStateChange(user: Account): Promise<void> {
  const disabling = user.state === 'ACTIVE';
  const ok = await Dialog.confirm({
    title: disabling ? '停用账号' : '启用账号',
    content: disabling
      ? `停用后${who(user)}将立即退出登录，且不能再登录，直到重新启用。确定停用吗？`
      : `启用后${who(user)}可以重新登录。确定启用吗？`,
    confirmText: disabling ? '停用' : '启用',
    cancelText: '取消',
  });
  if (!ok) return;
  await (disabling ? disableUser(user.id) : enableUser(user.id)).catch(() => undefined);
}

/**
 * The row actions of a user: 停用/启用 and 重置密码; none on one's own account, nor on one the
 * server would refuse (the row's `manageable`: a 管理员, or an account holding more than the
 * operator) — the reason shows instead. `onChanged` lets a list of another module (运营账号)
 * refresh itself after either.
 */
export function UserActions({ user, onChanged }: { user: Account; onChanged?: () => void }) {
  const me = useSession();
  if (me?.id === user.id) return <span className={styles.weak}>当前账号</span>;
  if (!user.manageable) return <Locked reason={user.lockReason} />;
  return (
    <div className={styles.actions} role="group" aria-label={`${user.name} 的操作`}>
      {user.state === 'ACTIVE' ? (
        <Button size="mini" color="danger" fill="outline" onClick={() => void confirmStateChange(user).then(onChanged)}>
          停用
        </Button>
      ) : (
        <Button size="mini" color="primary" fill="outline" onClick={() => void confirmStateChange(user).then(onChanged)}>
          启用
        </Button>
      )}
      <Button size="mini" onClick={() => void confirmResetPassword(user).then(onChanged)}>
        重置密码
      </Button>
    </div>
  );
}

/** Where an action is not offered: why, as the server would say it. */
export function Locked({ reason }: { reason: string }) {
  return (
    <span className={styles.weak} role="note">
      {reason}
    </span>
  );
}
