import { CalendarOutline } from 'antd-mobile-icons';
import type { HomeEntry } from '@/core/entries';
import { ACTIVITY_LIST } from './paths';

export const homeEntries: HomeEntry[] = [{ path: ACTIVITY_LIST, label: '园区活动', icon: <CalendarOutline />, color: '#13c2c2', who: 'public', order: 90 }];
