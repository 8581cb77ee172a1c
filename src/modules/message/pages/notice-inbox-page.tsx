import { Inbox } from './inbox-page';

/** /user/messageNotice: what workflows told the user (audit results, appeal replies, declaration results). */
export default function NoticeInboxPage() {
  return <Inbox kind="NOTICE" />;
}
