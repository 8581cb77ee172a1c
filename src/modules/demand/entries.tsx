import { TeamOutline } from 'antd-mobile-icons';
import type { HomeEntry } from '@/core/entries';
import { CX_INDEX } from './paths';

export const homeEntries: HomeEntry[] = [
  { path: CX_INDEX, label: '供需对接', icon: <TeamOutline />, color: '#fa8c16', who: 'public', order: 70 },
];
