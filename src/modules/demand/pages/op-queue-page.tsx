import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ReviewQueue } from '@/ui/publish';
import { managedItems, operatorReviews, type ManagedItem, type ManageQuery } from '../api';
import { QUEUE_CARD } from '../parts/cards';
import { opAuditPath } from '../paths';
import { screensAt } from '../views';

/**
 * The operators' review queue of one view (/op/cx/orgDemandManage, orgProManage/{status?}…): the
 * publish kit's queue with the view's counts; a status in the path opens that tab.
 */
export default function OpQueuePage() {
  const { pathname } = useLocation();
  const { status } = useParams();
  const screens = screensAt(pathname);
  if (status) return <Navigate to={`${screens.op}?status=${encodeURIComponent(status)}`} replace />;
  return (
    <ReviewQueue<ManagedItem, ManageQuery>
      key={screens.view}
      title={screens.opTitle}
      backTo="/op/index"
      review={operatorReviews[screens.view]}
      list={managedItems[screens.view]}
      search={{ field: 'search', placeholder: '搜索标题、类别或关键词' }}
      card={QUEUE_CARD}
      itemPath={(i) => opAuditPath('item', i.id)}
      emptyText="暂无信息"
      columnsKey={`demand-${screens.view}`}
    />
  );
}
