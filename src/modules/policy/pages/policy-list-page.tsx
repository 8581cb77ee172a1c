import type { PolicyListItem } from '@common/policy';
import { ListPage } from '@/ui/list-page';
import { policies, policyFilters, type PolicyQuery } from '../api';
import { LEVEL_OPTIONS, SORT_OPTIONS, VALIDITY_OPTIONS } from '../parts/options';
import { POLICY_CARD } from '../parts/policy-card';
import { POLICY_INDEX, policyDetailPath } from '../paths';


/** /policy/list: the park's published policies — search, level/industry/validity filters, infinite list. */
export default function PolicyListPage() {
  const filters = policyFilters.useQuery({}).data;
  const industries = (filters?.industries ?? []).map((i) => ({ value: i.name, label: `${i.name}（${i.count}）` }));
  return (
    <ListPage<PolicyListItem, PolicyQuery>
      title="政策库"
      backTo={POLICY_INDEX}
      list={policies}
      search={{ field: 'search', placeholder: '搜索政策标题、文号或发文单位' }}
      filters={[
        { field: 'level', label: '级别', options: LEVEL_OPTIONS },
        { field: 'industry', label: '行业', options: industries },
        { field: 'validity', label: '有效期', options: VALIDITY_OPTIONS, allLabel: '未过期' },
        { field: 'autoGrant', label: '类型', options: [{ value: '1', label: '免申即享' }] },
        { field: 'sort', label: '排序', options: SORT_OPTIONS, allLabel: '最新发布' },
      ]}
      card={POLICY_CARD}
      itemPath={(p) => policyDetailPath(p.id)}
      emptyText="暂无符合条件的政策"
    />
  );
}
