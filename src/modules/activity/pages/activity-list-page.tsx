import { Tag } from 'antd-mobile';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { ACTIVITY_TYPES, openActivities, type ActivityItem, type OpenQuery } from '../api';
import { spanOf } from '../parts/park-time';
import { activityPath } from '../paths';

const PHASE_COLOR: Record<ActivityItem['phase'], string> = { OPEN: 'success', FULL: 'warning', CLOSED: 'default', ENDED: 'default' };

const CARD: CardSpec<ActivityItem> = {
  title: 'title',
  subtitle: (a) => `${a.type} · ${a.host}`,
  status: {
    tag: (a) => (
      <Tag color={PHASE_COLOR[a.phase]} fill="outline">
        {a.phaseLabel}
      </Tag>
    ),
  },
  tags: (a) => [a.highTech && '高企专场'],
  meta: [
    { label: '时间', value: (a) => spanOf(a.startAt, a.endAt) },
    { label: '地点', value: 'place' },
    { label: '名额', value: (a) => `${String(a.enrolled)} / ${String(a.capacity)}` },
  ],
};

/** /sc/activity/list: the park's published activities, open ones first. */
export default function ActivityListPage() {
  return (
    <ListPage<ActivityItem, OpenQuery>
      title="园区活动"
      backTo="/index"
      list={openActivities}
      search={{ field: 'search', placeholder: '搜索活动名称、地点或主办单位' }}
      tabs={{ field: 'phase', options: [{ label: '全部', value: '' }, { label: '近期活动', value: 'OPEN' }, { label: '往期活动', value: 'ENDED' }] }}
      filters={[{ field: 'type', label: '活动类型', options: ACTIVITY_TYPES.map((t) => ({ label: t, value: t })) }]}
      card={CARD}
      itemPath={(a) => activityPath(a.id)}
      emptyText="暂无活动"
    />
  );
}
