import { Popover } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/core/use-session';
import { confirmLogout } from '@/ui/logout';
import styles from './op-shell.module.css';

/** The signed-in operator's name in the top bar, opening 个人中心 and 退出登录 (the spec's dialog). */
export function OpUserMenu() {
  const user = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // Opened, the menu takes the focus (its first item), so a keyboard user goes on from there.
  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);
  if (!user) return null;
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (action: () => unknown) => () => {
    setOpen(false);
    void action();
  };
  const menu = (
    <div
      ref={list}
      role="menu"
      aria-label="账户菜单"
      className={styles.userMenu}
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <button type="button" role="menuitem" onClick={choose(() => navigate('/user/index'))}>
        个人中心
      </button>
      <button
        type="button"
        role="menuitem"
        onClick={choose(() => confirmLogout(() => navigate('/index', { replace: true })))}
      >
        退出登录
      </button>
    </div>
  );
  return (
    <Popover content={menu} trigger="click" placement="bottom-end" visible={open} onVisibleChange={setOpen}>
      <button ref={trigger} type="button" className={styles.user} aria-haspopup="menu" aria-expanded={open}>
        {user.name}
        <DownOutline aria-hidden />
      </button>
    </Popover>
  );
}
