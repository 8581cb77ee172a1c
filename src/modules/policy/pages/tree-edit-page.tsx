import { useSearchParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { applyTree } from '../api';
import { PolicyPicker } from '../parts/policy-picker';
import { TreeEditor } from '../parts/tree-editor';
import { idOf, POLICY_MANAGE, policyTreePath } from '../paths';

function Loader({ id }: { id: number }) {
  return (
    <Loaded state={applyTree.useItem(id)} notFoundText="政策不存在或已被删除" backTo={POLICY_MANAGE} skeleton={{ count: 2, lines: 4 }}>
      {(tree) => <TreeEditor tree={tree} />}
    </Loaded>
  );
}

/** /op/policyEdit?id=: the apply tree editor of a policy (without ?id=, choose the policy first). */
export default function TreeEditPage() {
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = idOf(raw);
  return (
    <PageFrame title="申报事项配置" backTo={POLICY_MANAGE}>
      {raw === null ? (
        <PolicyPicker pathFor={(pid) => policyTreePath(pid)} hint="请选择要配置申报事项、奖补和条件的政策" />
      ) : id ? (
        <Loader key={id} id={id} />
      ) : (
        <NotFound title="政策不存在或已被删除" />
      )}
    </PageFrame>
  );
}
