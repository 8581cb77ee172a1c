import { EditSOutline, TextOutline } from 'antd-mobile-icons';
import type { HomeEntry, MineEntry } from '@/core/entries';
import { myApplicationsPath, NOTICE_LIST } from './paths';

export const homeEntries: HomeEntry[] = [{ path: NOTICE_LIST, label: '政策申报', icon: <EditSOutline />, color: '#00b578', who: 'public', order: 30 }];

export const mineEntries: MineEntry[] = [
  { path: myApplicationsPath(), label: '我的申报', icon: <TextOutline />, description: '政策申报的进度与结果', who: 'enterprise', order: 50 },
];
