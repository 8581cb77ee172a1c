import { useParams } from 'react-router-dom';
import { viewOfItem } from '@common/demand/model';
import { DetailPage } from '@/ui/detail-page';
import { StateTag, TransitionButtons } from '@/ui/publish';
import { NotFound } from '@/ui/states';
import { myItem, ownerReviews, type ManagedItem } from '../api';
import { HistorySection } from '../parts/history-section';
import { SuggestionsSection } from '../parts/suggestions-section';
import { ITEM_SECTIONS } from '../parts/item-sections';
import { editIn, MY_SHOWCASE } from '../paths';
import { screensOf } from '../views';
import { Navigate } from 'react-router-dom';

/** /user/orgAuditMsg/{type}/{id}: one of the organisation's items with its review history and the owner's steps. */
export default function MyAuditPage() {
  const { type } = useParams();
  if (type === 'fc') return <Navigate to={MY_SHOWCASE} replace />;
  if (type !== 'item') return <NotFound title="页面不存在" />;
  return (
    <DetailPage<ManagedItem>
      title="审核记录"
      backTo="/user/orgDemandManage"
      item={myItem}
      heading={{
        title: 'title',
        subtitle: (i) => <StateTag lifecycle={ownerReviews.demand.lifecycle} status={i.status} />,
      }}
      sections={ITEM_SECTIONS}
      children={(i) => (
        <>
          {i.kind === 'DEMAND' ? <SuggestionsSection demandId={i.id} side="owner" /> : null}
          <HistorySection review={ownerReviews[viewOfItem(i.kind, i.category)]} id={i.id} />
        </>
      )}
      footer={(i, { refresh }) => {
        const screens = screensOf(viewOfItem(i.kind, i.category));
        return (
          <TransitionButtons
            review={ownerReviews[screens.view]}
            record={i}
            actor="owner"
            layout="bar"
            editPath={(id) => editIn(screens.mine, id)}
            onDone={refresh}
            removedTo={screens.mine}
          />
        );
      }}
    />
  );
}
