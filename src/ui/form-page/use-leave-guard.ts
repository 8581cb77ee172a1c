import { Dialog } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_CONFIRM = '当前内容尚未保存，确定离开吗？';

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation through the router's
 * blocker, closing or reloading the tab through beforeunload. `allowLeave()` lets a successful
 * submit navigate away without asking.
 */
export function useLeaveGuard(dirty: boolean): { allowLeave: () => void } {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void Dialog.confirm({ content: LEAVE_CONFIRM, confirmText: '离开', cancelText: '继续编辑' }).then(
      (leave) => {
        if (leave) blocker.proceed();
        else blocker.reset();
      },
    );
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
