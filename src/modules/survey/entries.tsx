import { FileOutline } from 'antd-mobile-icons';
import type { MineEntry } from '@/core/entries';
import { MY_SURVEYS } from './paths';

export const mineEntries: MineEntry[] = [{ path: MY_SURVEYS, label: '企业调查', icon: <FileOutline />, who: 'enterprise', order: 58 }];
