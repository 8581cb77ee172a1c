import { Toast } from 'antd-mobile';
import './antd-render';

/** antd-mobile's Toast with its React 19 renderer in place: the notifier's chunk. */
export { Toast };
