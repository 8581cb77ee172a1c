import { useNavigate, useParams } from 'react-router-dom';
import { PageFrame } from '../../../../ui/page-frame';
import { Empty, LoadFailed, LoadingCards, NotFound } from '../../../../ui/states';
import { declaration, usePolicyOptions } from '../../api';
import { OP_MANAGE } from '../../paths';
import { DeclarationForm, NEW_VALUES, valuesOf } from '../../parts/declaration-form';

/** /op/declare/add and /op/declare/edit/:id: a declaration notice for a policy's apply item. */
export default function DeclareEditPage() {
  const raw = useParams().id;
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const editing = raw !== undefined;
  const navigate = useNavigate();
  const policies = usePolicyOptions();
  const existing = declaration.useItem(editing ? (id ?? null) : null);

  let body;
  if (editing && (id === undefined || existing.notFound)) body = <NotFound title="申报通知不存在" onBack={() => void navigate(OP_MANAGE)} />;
  else if (policies.error) body = <LoadFailed error={policies.error} onRetry={() => void policies.mutate()} />;
  else if (existing.error) body = <LoadFailed error={existing.error} onRetry={() => void existing.mutate()} />;
  else if (!policies.data || (editing && !existing.data)) body = <LoadingCards count={3} lines={4} />;
  else if (!policies.data.length && !editing) body = <Empty title="暂无已发布的政策" description="请先在政策管理中发布政策并配置申报事项" />;
  else body = <DeclarationForm id={id} initial={existing.data ? valuesOf(existing.data) : NEW_VALUES} policies={withCurrent(policies.data, existing.data)} />;

  return (
    <PageFrame title={editing ? '编辑申报通知' : '发布申报通知'} backTo={OP_MANAGE}>
      {body}
    </PageFrame>
  );
}

/** A declaration keeps its policy in the picker even while that policy is under revision (not published). */
function withCurrent(
  policies: NonNullable<ReturnType<typeof usePolicyOptions>['data']>,
  current: ReturnType<typeof declaration.useItem>['data'],
) {
  if (!current || policies.some((p) => p.id === current.policyId)) return policies;
  return [{ id: current.policyId, title: current.policyTitle, items: [{ id: current.applyItemId, name: current.applyItemName }] }, ...policies];
}
