import { FlagOutline } from 'antd-mobile-icons';
import type { HomeEntry } from '@/core/entries';
import { CONDUCT_INDEX } from './paths';

export const homeEntries: HomeEntry[] = [{ path: CONDUCT_INDEX, label: '高企服务', icon: <FlagOutline />, color: '#cf1322', who: 'public', order: 105 }];
