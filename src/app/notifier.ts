import { Toast } from 'antd-mobile';
import type { Notifier } from '../core/notify';

/** The core's notifier, backed by antd-mobile toasts. */
export const toastNotifier: Notifier = {
  error: (message, durationMs) => Toast.show({ content: message, icon: 'fail', duration: durationMs }),
  success: (message) => Toast.show({ content: message, icon: 'success' }),
  loading(message) {
    const handler = Toast.show({ content: message, icon: 'loading', duration: 0, maskClickable: false });
    return () => handler.close();
  },
};
