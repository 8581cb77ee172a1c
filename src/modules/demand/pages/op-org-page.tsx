import { useNavigate, useParams } from 'react-router-dom';
import { ITEM_VIEWS, type ItemView } from '@common/demand/model';
import { ListPage } from '@/ui/list-page';
import { ReviewQueue, tabCounts } from '@/ui/publish';
import { NotFound } from '@/ui/states';
import { operatorReviews, type ManagedItem } from '../api';
import { managedDocks, type DockManageQuery, type DockRow } from '../dock-api';
import { orgItems, orgProfile, type OrgItemsQuery } from '../orgs-api';
import { DOCK_TAB, entryPath, ORG_INFO_FROM, orgInfoPath } from '../org-info';
import { QUEUE_CARD } from '../parts/cards';
import { DOCK_CARD, DOCK_TABS } from '../parts/dock-card';
import { OrgHead } from '../parts/org-head';
import { opAuditPath, OP_SERVE_ORGS } from '../paths';
import { opPattern, VIEW_SCREENS } from '../views';

const SIDES = [
  { label: '收到的对接', value: 'owner' },
  { label: '发起的对接', value: 'from' },
];

/** The tab shown when the path names none: the view of the queue it was opened from. */
function defaultTab(from: string | undefined): string {
  if (from === OP_SERVE_ORGS) return 'service';
  const view = VIEW_SCREENS.find((s) => opPattern(s) === from)?.view;
  if (view && view !== 'proServe') return view;
  return from && from.endsWith('sendDockManage') ? DOCK_TAB : 'demand';
}

/**
 * /op/cx/orgInfoManage/{activeIndex}/{orgid}/{tab?}: one organisation in demand matching as the
 * operators see it: its figures and showcase, then its items of one kind (reviewed in place, every
 * state) or its dockings, a tab each (org-info.ts says what activeIndex and tab mean).
 */
export default function OpOrgPage() {
  const { activeIndex, orgid, tab } = useParams();
  const navigate = useNavigate();
  const orgId = Number(orgid);
  const valid = Number.isInteger(orgId) && orgId > 0;
  const profile = orgProfile.useQuery(valid ? orgId : null);
  if (!valid) return <NotFound title="单位不存在" />;
  const from = ORG_INFO_FROM[Number(activeIndex)];
  const current = tab ?? defaultTab(from);
  const head = (
    <OrgHead
      profile={profile}
      tab={current}
      onTab={(next) => navigate(orgInfoPath(from ?? OP_SERVE_ORGS, orgId, next), { replace: true })}
    />
  );
  const title = profile.data?.name ?? '单位供需信息';
  const backTo = entryPath(activeIndex);
  if (current === DOCK_TAB)
    return (
      <ListPage<DockRow, DockManageQuery>
        key={current}
        title={title}
        backTo={backTo}
        list={managedDocks}
        fixed={{ orgId: String(orgId) }}
        tabs={{ field: 'status', options: DOCK_TABS }}
        filters={[{ field: 'side', label: '对接方向', options: SIDES }]}
        header={head}
        card={DOCK_CARD}
        table
        columnsKey="demand-org-docks"
        emptyText="该单位暂无对接记录"
      />
    );
  if (!(current in ITEM_VIEWS)) return <NotFound title="页面不存在" />;
  const view = current as ItemView;
  return (
    <ReviewQueue<ManagedItem, OrgItemsQuery>
      key={view}
      title={title}
      backTo={backTo}
      review={operatorReviews[view]}
      list={orgItems}
      fixed={{ view, orgId: String(orgId) }}
      counts={tabCounts(profile.data?.views.find((v) => v.view === view)?.counts)}
      search={{ field: 'search', placeholder: '搜索标题、类别或关键词' }}
      header={head}
      card={QUEUE_CARD}
      itemPath={(i) => opAuditPath('item', i.id)}
      table
      columnsKey="demand-org-items"
      emptyText={`该单位暂无${ITEM_VIEWS[view].label}`}
    />
  );
}
