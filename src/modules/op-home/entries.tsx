import { SetOutline } from 'antd-mobile-icons';
import type { HomeEntry } from '@/core/entries';

/** The operations centre's workbench, first on the operators' home page. */
export const homeEntries: HomeEntry[] = [{ path: '/op/index', label: '运营中心', icon: <SetOutline />, color: '#595959', who: 'operator', order: 10 }];
