import { StarOutline } from 'antd-mobile-icons';
import type { HomeEntry, MineEntry } from '@/core/entries';
import { CULTIVATION_ALL, MY_QUALITY } from './paths';

export const homeEntries: HomeEntry[] = [{ path: CULTIVATION_ALL, label: '企业培育', icon: <StarOutline />, color: '#d46b08', who: 'public', order: 106 }];
export const mineEntries: MineEntry[] = [{ path: MY_QUALITY, label: '优质企业培育', icon: <StarOutline />, who: 'enterprise', order: 60 }];
