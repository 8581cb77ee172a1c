import { Loaded } from '@/ui/loaded';
import { applyTree } from '../api';
import { PolicyPicker } from '../parts/policy-picker';
import { TreeEditor } from '../parts/tree-editor';
import { POLICY_MANAGE, policyTreePath } from '../paths';
import { NewOrEditScreen, type NewOrEditSpec } from '@/ui/new-or-edit-screen';

function Loader({ id }: { id: number }) {
  return (
    <Loaded state={applyTree.useItem(id)} notFoundText="政策不存在或已被删除" backTo={POLICY_MANAGE} skeleton={{ count: 2, lines: 4 }}>
      {(tree) => <TreeEditor tree={tree} />}
    </Loaded>
  );
}

const SCREEN: NewOrEditSpec = { create: '申报事项配置', edit: '申报事项配置', backTo: POLICY_MANAGE, notFound: '政策不存在或已被删除' };

/** /op/policyEdit?id=: the apply tree editor of a policy (without ?id=, choose the policy first). */
export default function TreeEditPage() {
  return <NewOrEditScreen spec={SCREEN} create={<PolicyPicker pathFor={(pid) => policyTreePath(pid)} hint="请选择要配置申报事项、奖补和条件的政策" />} edit={(id) => <Loader key={id} id={id} />} />;
}
