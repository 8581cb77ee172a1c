import { Button, Dialog, Toast } from 'antd-mobile';
import { quoted } from '@common/quoted';
import { useSession } from '@/core/use-session';
import { disableUser, enableUser, resetUserPassword, type UserListItem } from '../api';
import styles from './user-admin.module.css';

type Account = Pick<UserListItem, 'id' | 'name' | 'phone' | 'state'>;

const who = (user: Account) => `${quoted(user.name)}（${user.phone}）`;

/** Shows a new password once; 复制 puts it on the clipboard where the browser allows it. */
export async function showNewPassword(user: Account, password: string): Promise<void> {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      Toast.show({ content: '已复制', icon: 'success' });
    } catch {
      Toast.show({ content: '无法复制，请手动记下' });
    }
  };
  await new Promise<void>((resolve) => {
    Dialog.show({
      title: '新密码',
      content: (
        <div>
          <p className={styles.hint}>{who(user)}的新密码：</p>
          <code className={styles.password} aria-label="新密码">
            {password}
          </code>
          <p className={styles.hint}>此密码只显示这一次，请告知用户尽快登录并在个人中心修改。</p>
        </div>
      ),
      closeOnAction: false,
      actions: [
        [
          { key: 'copy', text: '复制', onClick: () => void copy() },
          { key: 'done', text: '我已记下', bold: true, onClick: () => (Dialog.clear(), resolve()) },
        ],
      ],
    });
  });
}

/** Asks first, then gives the user a new random password and shows it once. */
export async function confirmResetPassword(user: Account): Promise<void> {
  const ok = await Dialog.confirm({
    title: '重置密码',
    content: `将为${who(user)}生成新的随机密码，其当前登录将全部失效。确定重置吗？`,
    confirmText: '重置',
    cancelText: '取消',
  });
  if (!ok) return;
  const answer = await resetUserPassword(user.id).catch(() => null);
  if (answer) await showNewPassword(user, answer.password);
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
 * The row actions of a user: 停用/启用 and 重置密码; none on one's own account. `onChanged` lets
 * a list of another module (运营账号) refresh itself after either.
 */
export function UserActions({ user, onChanged }: { user: Account; onChanged?: () => void }) {
  const me = useSession();
  if (me?.id === user.id) return <span className={styles.weak}>当前账号</span>;
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
