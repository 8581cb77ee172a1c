import { Card } from 'antd-mobile';
import { AuditHistory } from '@/ui/audit-history';
import { Loaded } from '@/ui/loaded';
import type { Review } from '@/ui/publish';

/** A record's review history (who, when, which step, 审核意见), oldest first, as a card of the detail. */
export function HistorySection({ review, id }: { review: Review; id: number }) {
  const history = review.history;
  if (!history) return null;
  return (
    <Card title="审核记录">
      <Loaded state={history.useItem(id)}>{(entries) => <AuditHistory entries={entries} />}</Loaded>
    </Card>
  );
}
