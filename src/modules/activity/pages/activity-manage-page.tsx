import type { ACTIVITY_SORTS } from '@common/activity/contract';
import type { SortsOf } from '@/ui/list-page';
import { ReviewQueue, type QueueCard } from '@/ui/publish';
import { activityReview, managedActivities, type ManagedActivity, type ManageQuery } from '../api';
import { spanOf } from '../parts/park-time';
import { ACTIVITY_ADD, activityEditPath, activityEnrollPath } from '../paths';

const CARD: QueueCard<ManagedActivity> = {
  title: 'title',
  subtitle: (a) => `${a.type} · ${a.place}`,
  meta: [
    { label: '活动时间', value: (a) => spanOf(a.startAt, a.endAt) },
    { label: '报名', value: (a) => `${String(a.enrolled)} / ${String(a.capacity)} 人（${a.phaseLabel}）` },
    { label: '已邀请', value: (a) => `${String(a.invited)} 家` },
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
  ],
  table: {
    titleLabel: '活动名称',
    subtitleLabel: '类型与地点',
    sort: { 活动时间: 'startAt', 报名: 'enrolled', 最后修改: 'updatedAt' } satisfies SortsOf<typeof ACTIVITY_SORTS>,
  },
};

/** /op/dc/activity: the park's activities as the publish kit's queue; a row opens its sign-ups and invitations. */
export default function ActivityManagePage() {
  return (
    <ReviewQueue<ManagedActivity, ManageQuery>
      title="园区活动"
      backTo="/op/index"
      review={activityReview}
      list={managedActivities}
      search={{ field: 'search', placeholder: '搜索活动名称、地点或主办单位' }}
      card={CARD}
      editPath={activityEditPath}
      itemPath={(a) => activityEnrollPath(a.id)}
      createPath={ACTIVITY_ADD}
      createLabel="新建活动"
      emptyText="暂无活动"
    />
  );
}
