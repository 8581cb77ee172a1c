import { Card } from 'antd-mobile';
import { AttachmentList } from '@/ui/attachment-list';
import { AuditHistory } from '@/ui/audit-history';
import type { ApplicationDetail } from '../api';
import styles from './parts.module.css';

/**
 * The downloads and the trail, drawn here rather than by DetailPage's own props: those come
 * before the screen's blocks, and the previews and the organisation match matter more for deciding.
 */
export function Files({ application }: { application: ApplicationDetail }) {
  return (
    <>
      {application.attachments.length ? (
        <div className={styles.block}>
          <AttachmentList files={application.attachments} title="申请材料" />
        </div>
      ) : null}
      <Card className={styles.card} title="审核记录">
        <AuditHistory entries={application.history} />
      </Card>
    </>
  );
}
