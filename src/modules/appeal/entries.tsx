import { MessageOutline } from 'antd-mobile-icons';
import type { MineEntry } from '@/core/entries';
import { USER_APPEAL } from './paths';

export const mineEntries: MineEntry[] = [
  { path: USER_APPEAL, label: '我的诉求', icon: <MessageOutline />, description: '反映问题、跟踪办理、评价结果', who: ['enterprise', 'operator'], order: 40 },
];
