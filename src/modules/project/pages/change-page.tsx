import { ListPage } from '@/ui/list-page';
import {
  CHANGE_STATUS_LABELS,
  CHANGE_STATUSES,
  projectChangeCounts,
  projectChanges,
  type ChangeQuery,
  type ProjectChangeView,
} from '../api';
import { ChangeEntry } from '../parts/change-entry';
import styles from '../parts/project.module.css';

const TABS = [
  { label: '全部', value: '' },
  ...CHANGE_STATUSES.map((s) => ({ label: CHANGE_STATUS_LABELS[s], value: s })),
];
const entry = (c: ProjectChangeView) => (
  <div className={styles.section}>
    <ChangeEntry change={c} withProject />
  </div>
);

const LIST = {
  title: '项目变更',
  list: projectChanges,
  renderItem: entry,
  table: false,
  emptyText: '暂无变更申请',
};

/** /op/project/change: the change requests waiting for approval first, then the history. */
export default function ChangePage() {
  const { data: counts } = projectChangeCounts.useQuery({});
  const tabs = {
    field: 'status' as const,
    options: TABS,
    counts: counts ? { PENDING: counts.PENDING } : undefined,
  };
  return <ListPage<ProjectChangeView, ChangeQuery> {...LIST} tabs={tabs} />;
}
