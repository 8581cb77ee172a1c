import type { AppealListItem } from '../api';
import type { CardSpec } from '@/ui/list-page';
import { AppealStateTag } from './state-tag';

/** How an appeal shows in a list, for the enterprise (its own) and for the park's officers. */
export function appealCard(audience: 'enterprise' | 'operator'): CardSpec<AppealListItem> {
  return {
    title: 'title',
    subtitle: audience === 'operator' ? 'orgName' : undefined,
    tags: (a) => [a.categoryLabel, a.onBehalf && '代企业提交'],
    meta: [
      { label: '承办部门', value: 'departmentName' },
      { label: '提交时间', value: 'createdAt', format: 'datetime' },
      {
        label: '答复期限',
        value: 'dueAt',
        format: 'datetime',
        hidden: (a) => a.state !== 'SUBMITTED' && a.state !== 'ASSIGNED',
      },
      { label: '答复时间', value: 'repliedAt', format: 'datetime' },
      { label: '提交人', value: 'submitterName', hidden: () => audience === 'enterprise' },
      {
        label: '评价',
        value: (a) => (a.rating ? `${'★'.repeat(a.rating)}${'☆'.repeat(5 - a.rating)}` : null),
      },
    ],
    extra: (a) => <AppealStateTag state={a.state} overdue={a.overdue} late={a.late} />,
  };
}
