import { ListPage } from '@/ui/list-page';
import { deptStaff, depts, type Operator, type StaffQuery } from '../api';
import { deptOptions, treeRows } from '../parts/dept-tree';
import { operatorCard } from '../parts/operator-card';

const CARD = operatorCard();

/** /op/deptUserManage: the staff of a department, optionally with the departments below it. */
export default function DeptUserManagePage() {
  const tree = depts.useQuery({}).data ?? [];
  return (
    <ListPage<Operator, StaffQuery>
      title="部门人员"
      backTo="/op/index"
      list={deptStaff}
      search={{ field: 'search', placeholder: '搜索姓名或手机号' }}
      filters={[
        { field: 'deptId', label: '部门', options: deptOptions(treeRows(tree)), allLabel: '全部部门' },
        { field: 'withChildren', label: '范围', options: [{ label: '含下级部门', value: '1' }], allLabel: '仅本部门', display: 'chips' },
      ]}
      card={CARD}
      emptyText="该部门暂无人员"
    />
  );
}
