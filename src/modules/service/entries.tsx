import { FileOutline, ShopbagOutline, TeamOutline } from 'antd-mobile-icons';
import type { MineEntry } from '@/core/entries';
import { MY_APPLIES, MY_PRODUCTS, MY_REQUIRES } from './paths';

/**
 * The personal centre's entries: an enterprise's applications for services; a service
 * organisation's products (the audience kinds have no "service organisation" of their own, so
 * every organisation's member sees it and the screen tells an enterprise it is for service
 * organisations).
 */
export const mineEntries: MineEntry[] = [
  { path: MY_APPLIES, label: '我的服务申请', icon: <ShopbagOutline />, who: 'enterprise', order: 57 },
  { path: MY_PRODUCTS, label: '服务机构中心', icon: <TeamOutline />, who: 'enterprise', order: 58 },
  { path: MY_REQUIRES, label: '服务需求', description: '企业发布需求，服务机构应答', icon: <FileOutline />, who: 'enterprise', order: 59 },
];
