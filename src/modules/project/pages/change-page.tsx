import { ListPage } from '@/ui/list-page';
import {
  CHANGE_STATUS_LABELS,
  projectChangeCounts,
  projectChanges,
  type ChangeQuery,
  type ProjectChangeView,
} from '../api';
import { ChangeEntry } from '../parts/change-entry';
import styles from '../parts/project.module.css';

const TABS = [
  { label: '全部', value: '' },
  ...(['PENDING', 'APPROVED', 'REJECTED'] as const).map((s) => ({
    label: CHANGE_STATUS_LABELS[s],
    value: s,
  })),
];

/** /op/project/change: the change requests waiting for approval first, then the history. */
export default function ChangePage() {
  const { data: counts } = projectChangeCounts.useQuery({});
  return (
    <ListPage<ProjectChangeView, ChangeQuery>
      title="项目变更"
      backTo="/op/index"
      list={projectChanges}
      table={false}
      tabs={{ field: 'status', options: TABS, counts: counts ? { PENDING: counts.PENDING } : undefined }}
      renderItem={(c) => (
        <div className={styles.section}>
          <ChangeEntry change={c} withProject />
        </div>
      )}
      emptyText="暂无变更申请"
    />
  );
}
