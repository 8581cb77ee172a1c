import { Badge } from 'antd-mobile';
import { BellOutline, MailOutline } from 'antd-mobile-icons';
import type { MineEntry } from '@/core/entries';
import { unreadCounts } from './api';
import { USER_MESSAGE, USER_NOTICE } from './paths';

const badge = (count: number | undefined) => (count ? <Badge content={count > 99 ? '99+' : String(count)} /> : null);

/** The unread counts, refreshed when messages are read. */
const UnreadMessages = () => badge(unreadCounts.useQuery({}).data?.message);
const UnreadNotices = () => badge(unreadCounts.useQuery({}).data?.notice);

export const mineEntries: MineEntry[] = [
  { path: USER_MESSAGE, label: '我的消息', icon: <MailOutline />, description: '园区发送给您的站内消息', who: 'login', order: 10, Extra: UnreadMessages },
  { path: USER_NOTICE, label: '系统通知', icon: <BellOutline />, description: '认证、诉求、申报的办理结果', who: 'login', order: 11, Extra: UnreadNotices },
];
