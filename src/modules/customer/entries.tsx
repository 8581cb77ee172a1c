import { MessageOutline } from 'antd-mobile-icons';
import type { HomeEntry } from '@/core/entries';
import { CUSTOMER_INDEX } from './paths';

export const homeEntries: HomeEntry[] = [{ path: CUSTOMER_INDEX, label: '智能客服', icon: <MessageOutline />, color: '#1890ff', who: 'public', order: 110 }];
