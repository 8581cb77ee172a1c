import { StarOutline } from 'antd-mobile-icons';
import type { HomeEntry } from '@/core/entries';
import { INTEGRAL_INDEX } from './public-paths';

export const homeEntries: HomeEntry[] = [{ path: INTEGRAL_INDEX, label: '创新积分', icon: <StarOutline />, color: '#ff8f1f', who: 'public', order: 40 }];
