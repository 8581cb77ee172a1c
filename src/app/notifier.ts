import type { Notifier } from '@/core/notify';

/** antd-mobile's Toast, loaded with its renderer the first time something is said. */
const toast = () => import('./toast').then((m) => m.Toast);

/** The core's notifier, backed by antd-mobile toasts. */
export const toastNotifier: Notifier = {
  error: (message, durationMs) => void toast().then((Toast) => Toast.show({ content: message, icon: 'fail', duration: durationMs })),
  success: (message) => void toast().then((Toast) => Toast.show({ content: message, icon: 'success' })),
  loading(message) {
    let closed = false;
    let close = () => undefined as void;
    void toast().then((Toast) => {
      if (closed) return;
      const handler = Toast.show({ content: message, icon: 'loading', duration: 0, maskClickable: false });
      close = () => handler.close();
    });
    return () => {
      closed = true;
      close();
    };
  },
};
