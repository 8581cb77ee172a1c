import { Link, useParams } from 'react-router-dom';
import { DetailPage } from '@/ui/detail-page';
import { StateTag, TransitionButtons } from '@/ui/publish';
import { NotFound } from '@/ui/states';
import {
  managedItem,
  managedShowcase,
  operatorReviews,
  showcaseReview,
  type ManagedItem,
  type ManagedShowcase,
} from '../api';
import { HistorySection } from '../parts/history-section';
import { SuggestionsSection } from '../parts/suggestions-section';
import { ITEM_SECTIONS, SHOWCASE_SECTIONS } from '../parts/item-sections';
import { OP_SHOWCASES } from '../paths';
import { orgInfoPath } from '../org-info';
import { opPattern, screensOf, VIEW_SCREENS } from '../views';
import { viewOfItem } from '@common/demand/model';

/** /op/cx/orgAuditMsg/{type}/{id}: one item (type item) or showcase (type fc) with its history and the operator's steps. */
export default function OpAuditPage() {
  const { type } = useParams();
  if (type === 'fc')
    return (
      <DetailPage<ManagedShowcase>
        title="企业风采审核"
        backTo={OP_SHOWCASES}
        item={managedShowcase}
        heading={{
          title: 'title',
          subtitle: (s) => <StateTag lifecycle={showcaseReview.lifecycle} status={s.status} />,
        }}
        sections={SHOWCASE_SECTIONS}
        children={(s) => <HistorySection review={showcaseReview} id={s.id} />}
        footer={(s, { refresh }) => (
          <TransitionButtons
            review={showcaseReview}
            record={s}
            actor="operator"
            layout="bar"
            onDone={refresh}
          />
        )}
      />
    );
  if (type !== 'item') return <NotFound title="页面不存在" />;
  return (
    <DetailPage<ManagedItem>
      title="信息审核"
      backTo={(VIEW_SCREENS[0] as { op: string }).op}
      item={managedItem}
      heading={{
        title: 'title',
        subtitle: (i) => <StateTag lifecycle={operatorReviews.demand.lifecycle} status={i.status} />,
      }}
      sections={ITEM_SECTIONS}
      right={(i) => (
        <Link to={orgInfoPath(opPattern(screensOf(viewOfItem(i.kind, i.category))), i.orgId)}>单位信息</Link>
      )}
      children={(i) => (
        <>
          {i.kind === 'DEMAND' ? <SuggestionsSection demandId={i.id} side="operator" /> : null}
          <HistorySection review={operatorReviews[viewOfItem(i.kind, i.category)]} id={i.id} />
        </>
      )}
      footer={(i, { refresh }) => {
        const review = operatorReviews[screensOf(viewOfItem(i.kind, i.category)).view];
        return (
          <TransitionButtons review={review} record={i} actor="operator" layout="bar" onDone={refresh} />
        );
      }}
    />
  );
}
