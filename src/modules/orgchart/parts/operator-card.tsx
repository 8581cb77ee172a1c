import type { CardSpec } from '@/ui/list-page';
import type { Operator } from '../api';

/** An operator account as both lists show it. */
export function operatorCard(extra?: CardSpec<Operator>['extra']): CardSpec<Operator> {
  return {
    title: 'name',
    subtitle: 'phone',
    tags: (o) => [...o.roles.map((r) => r.rolename), o.status === 'DISABLED' && o.statusLabel],
    meta: [
      { label: '部门', value: 'deptName' },
      { label: '岗位', value: 'postName' },
      { label: '创建时间', value: 'createdAt', format: 'date' },
    ],
    ...(extra ? { extra } : {}),
    table: { titleLabel: '姓名', subtitleLabel: '手机号' },
  };
}
