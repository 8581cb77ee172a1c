import { SendOutline, TeamOutline } from 'antd-mobile-icons';
import type { HomeEntry, MineEntry } from '@/core/entries';
import { CX_INDEX, RECEIVED_DOCKS } from './paths';

export const homeEntries: HomeEntry[] = [
  { path: CX_INDEX, label: '供需对接', icon: <TeamOutline />, color: '#fa8c16', who: 'public', order: 70 },
];

export const mineEntries: MineEntry[] = [
  {
    path: RECEIVED_DOCKS,
    label: '供需对接',
    description: '收到的对接与我发起的对接',
    icon: <SendOutline />,
    who: 'enterprise',
    order: 58,
  },
];
