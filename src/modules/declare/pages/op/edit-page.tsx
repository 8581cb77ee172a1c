import { useNavigate, useParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty, NotFound } from '@/ui/states';
import { declaration, policyOptions, type DeclareDetail, type PolicyOption } from '../../api';
import { OP_MANAGE } from '../../paths';
import { DeclarationForm, NEW_VALUES, valuesOf } from '../../parts/declaration-form';

const SKELETON = { count: 3, lines: 4 };

/** /op/declare/add and /op/declare/edit/:id: a declaration notice for a policy's apply item. */
export default function DeclareEditPage() {
  const raw = useParams().id;
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const editing = raw !== undefined;
  const navigate = useNavigate();
  const policies = policyOptions.useQuery({});
  const existing = declaration.useItem(editing ? (id ?? null) : null);

  const body =
    editing && id === undefined ? (
      <NotFound title="申报通知不存在" onBack={() => void navigate(OP_MANAGE)} />
    ) : (
      <Loaded state={policies} skeleton={SKELETON}>
        {(options) =>
          editing ? (
            <Loaded state={existing} notFoundText="申报通知不存在" backTo={OP_MANAGE} skeleton={SKELETON}>
              {(d) => <DeclarationForm id={id} initial={valuesOf(d)} policies={withCurrent(options, d)} />}
            </Loaded>
          ) : options.length ? (
            <DeclarationForm id={id} initial={NEW_VALUES} policies={options} />
          ) : (
            <Empty title="暂无已发布的政策" description="请先在政策管理中发布政策并配置申报事项" />
          )
        }
      </Loaded>
    );

  return (
    <PageFrame title={editing ? '编辑申报通知' : '发布申报通知'} backTo={OP_MANAGE}>
      {body}
    </PageFrame>
  );
}

/** A declaration keeps its policy in the picker even while that policy is under revision (not published). */
function withCurrent(policies: PolicyOption[], current: DeclareDetail): PolicyOption[] {
  if (policies.some((p) => p.id === current.policyId)) return policies;
  return [{ id: current.policyId, title: current.policyTitle, items: [{ id: current.applyItemId, name: current.applyItemName }] }, ...policies];
}
