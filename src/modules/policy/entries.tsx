import { FileOutline, SearchOutline } from 'antd-mobile-icons';
import type { HomeEntry, MineEntry } from '@/core/entries';
import { POLICY_INDEX, POLICY_RECORDS } from './paths';

export const homeEntries: HomeEntry[] = [{ path: POLICY_INDEX, label: '政策匹配', icon: <FileOutline />, color: '#1677ff', who: 'public', order: 20 }];

export const mineEntries: MineEntry[] = [
  { path: POLICY_RECORDS, label: '匹配记录', icon: <SearchOutline />, description: '政策快速匹配的历次结果', who: 'login', order: 60 },
];
