import { PayCircleOutline } from 'antd-mobile-icons';
import type { HomeEntry, MineEntry } from '@/core/entries';
import { MY_FINANCE, MY_NEEDS, SUPERMARKET_LIST } from './paths';

export const homeEntries: HomeEntry[] = [{ path: SUPERMARKET_LIST, label: '金融超市', icon: <PayCircleOutline />, color: '#d48806', who: 'public', order: 45 }];
export const mineEntries: MineEntry[] = [
  { path: MY_FINANCE, label: '我的融资申请', icon: <PayCircleOutline />, who: 'enterprise', order: 55 },
  { path: MY_NEEDS, label: '我的融资需求', icon: <PayCircleOutline />, who: 'enterprise', order: 56 },
];
