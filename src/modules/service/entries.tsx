import { ShopbagOutline, TeamOutline } from 'antd-mobile-icons';
import type { MineEntry } from '@/core/entries';
import { MY_APPLIES, MY_PRODUCTS } from './paths';

/**
 * The personal centre's entries: an enterprise's applications for services; a service
 * organisation's products (the audience kinds have no "service organisation" of their own, so
 * every organisation's member sees it and the screen tells an enterprise it is for service
 * organisations).
 */
export const mineEntries: MineEntry[] = [
  { path: MY_APPLIES, label: '我的服务申请', icon: <ShopbagOutline />, who: 'enterprise', order: 57 },
  { path: MY_PRODUCTS, label: '服务机构中心', icon: <TeamOutline />, who: 'enterprise', order: 58 },
];
