import { EnvironmentOutline, ShopbagOutline } from 'antd-mobile-icons';
import type { HomeEntry } from '@/core/entries';
import { PARK_MAP, ZT_HOME } from './paths';

export const homeEntries: HomeEntry[] = [
  { path: ZT_HOME, label: '创业载体', icon: <ShopbagOutline />, color: '#2f54eb', who: 'public', order: 85 },
  { path: PARK_MAP, label: '创新地图', icon: <EnvironmentOutline />, color: '#389e0d', who: 'public', order: 86 },
];
