import { TransitionButtons } from '@/ui/publish/transition-buttons';
import { noticeReview, type NoticeDetail } from '../api';
import { NOTICE_MANAGE, noticeEditPath } from '../paths';

/** An operator's bottom bar on a notice: the steps its state allows (the publish kit's), and 修改 while the edit rule allows it. */
export function OperatorBar({ notice, refresh }: { notice: NoticeDetail; refresh: () => Promise<unknown> }) {
  return (
    <TransitionButtons
      review={noticeReview}
      record={notice}
      actor="operator"
      layout="bar"
      editPath={noticeEditPath}
      onDone={refresh}
      removedTo={NOTICE_MANAGE}
    />
  );
}
