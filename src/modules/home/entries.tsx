import { ShopbagOutline } from 'antd-mobile-icons';
import type { HomeEntry } from '@/core/entries';

export const homeEntries: HomeEntry[] = [{ path: '/qyfw/index', label: '企业服务', icon: <ShopbagOutline />, color: '#eb2f96', who: 'public', order: 100 }];
