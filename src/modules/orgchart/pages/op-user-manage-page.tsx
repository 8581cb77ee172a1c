import { Button, Dialog } from 'antd-mobile';
import { PHONE_MESSAGE, PHONE_PATTERN } from '@common/account-rules';
import { hasPermission } from '@common/roles';
import { ORGCHART_LIMITS as L } from '@common/orgchart/contract';
import type { FormField } from '@/ui/form-page';
import { useSession } from '@/core/use-session';
import { FormPopup } from '@/ui/form-popup';
import { ListPage } from '@/ui/list-page';
import { revalidateResources } from '@/ui/resource';
import { Locked, UserActions } from '@/modules/user-admin/public';
import { operatorOptions, operators, saveOperator, type Operator, type OperatorOptions, type OperatorQuery } from '../api';
import { deptOptions, treeRows } from '../parts/dept-tree';
import { operatorCard } from '../parts/operator-card';
import styles from '../parts/orgchart.module.css';
import { AddButton, useEditing } from '@/ui/record-actions';

const NONE = '0';

interface OperatorValues {
  name: string;
  phone: string;
  roleIds: string[];
  dept: string;
  post: string;
}

/**
 * The form offers what the server would accept from this operator (the delegation rule, answered
 * in the options): the roles it may grant — and those the account already holds, which it may
 * keep or take away — and the departments its data scope covers.
 */
function fieldsFor(options: OperatorOptions, operator: Operator | undefined): FormField<OperatorValues>[] {
  const held = new Set(operator?.roles.map((r) => r.id) ?? []);
  const roles = options.roles.filter((r) => r.grantable || held.has(r.id));
  const depts = options.depts.filter((d) => d.manageable || d.id === operator?.deptId);
  const unplaced = options.depts.every((d) => d.manageable) || operator?.deptId === null;
  const withheld = options.roles.length - roles.length;
  return [
    { name: 'name', label: '姓名', type: 'text', required: true, min: 2, max: L.nameMax },
    { name: 'phone', label: '手机号', type: 'phone', required: true, pattern: { regex: new RegExp(PHONE_PATTERN), message: PHONE_MESSAGE }, help: '用于登录' },
    {
      name: 'roleIds',
      label: '角色',
      type: 'select',
      multiple: true,
      required: '请至少选择一个角色',
      columns: 2,
      options: roles.map((r) => ({ label: r.rolename, value: String(r.id) })),
      help: `持有多个角色时权限合并，数据范围取最大${withheld ? `；另有 ${withheld} 个角色的权限或数据范围超出您的，不能授予` : ''}`,
    },
    {
      name: 'dept',
      label: '部门',
      type: 'picker',
      options: [...(unplaced ? [{ label: '（未分配）', value: NONE }] : []), ...deptOptions(treeRows(depts))],
      help: unplaced ? undefined : '只能安排在您的数据范围内的部门',
    },
    { name: 'post', label: '岗位', type: 'picker', options: [{ label: '（未分配）', value: NONE }, ...options.posts.map((p) => ({ label: p.name, value: String(p.id) }))] },
  ];
}

function showPassword(name: string, password: string) {
  void Dialog.alert({
    title: '账号已创建',
    content: (
      <div>
        <p>{name} 的初始密码（仅显示这一次，请转告本人，登录后及时修改）：</p>
        <p className={styles.password} aria-label="初始密码">
          {password}
        </p>
      </div>
    ),
    confirmText: '我已记下',
  });
}

function OperatorPopup({ operator, options, onClose }: { operator?: Operator; options: OperatorOptions; onClose: () => void }) {
  // A post that was stopped stays selectable for whoever already holds it.
  const withOwnPost =
    operator?.postId && !options.posts.some((p) => p.id === operator.postId)
      ? { ...options, posts: [...options.posts, { id: operator.postId, name: `${operator.postName}（已停用）` }] }
      : options;
  return (
    <FormPopup<OperatorValues>
      title={operator ? '编辑运营账号' : '新增运营账号'}
      visible
      onClose={onClose}
      fields={fieldsFor(withOwnPost, operator)}
      initialValues={
        operator
          ? {
              name: operator.name,
              phone: operator.phone,
              roleIds: operator.roles.map((r) => String(r.id)),
              dept: String(operator.deptId ?? NONE),
              post: String(operator.postId ?? NONE),
            }
          : { roleIds: [], dept: options.depts.every((d) => d.manageable) ? NONE : String(options.depts.find((d) => d.manageable)?.id ?? NONE), post: NONE }
      }
      onSubmit={async (v) => {
        const saved = await saveOperator({
          id: operator?.id,
          name: v.name.trim(),
          phone: v.phone.trim(),
          roleIds: v.roleIds.map(Number),
          deptId: v.dept && v.dept !== NONE ? Number(v.dept) : null,
          postId: v.post && v.post !== NONE ? Number(v.post) : null,
        });
        if (saved.password) showPassword(v.name.trim(), saved.password);
      }}
    />
  );
}

/**
 * /op/opUserManage: the park's operator accounts (those the user's data scope shows); 编辑 and the
 * account actions only on those the delegation rule lets the user change.
 */
export default function OpUserManagePage() {
  const options = operatorOptions.useQuery({}).data;
  const editor = useEditing<Operator>();
  // 停用/启用 and 重置密码 are the user administration's, for whoever holds user.manage.
  const mayManageAccounts = hasPermission(useSession(), 'user.manage');
  // An account the server would not let this operator change (a 管理员, one holding more) offers
  // no action: its row says why.
  const card = operatorCard((o) =>
    o.manageable ? (
      <div className={styles.actions}>
        <Button size="mini" onClick={() => editor.edit(o)} disabled={!options}>
          编辑
        </Button>
        {mayManageAccounts ? (
          <UserActions
            user={{ id: o.id, name: o.name, phone: o.phone, state: o.status, manageable: o.manageable, lockReason: o.lockReason }}
            onChanged={() => void revalidateResources([operators])}
          />
        ) : null}
      </div>
    ) : (
      <Locked reason={o.lockReason} />
    ),
  );
  return (
    <>
      <ListPage<Operator, OperatorQuery>
        title="运营账号"
        backTo="/op/index"
        list={operators}
        search={{ field: 'search', placeholder: '搜索姓名或手机号' }}
        filters={[{ field: 'roleId', label: '角色', options: (options?.roles ?? []).map((r) => ({ label: r.rolename, value: String(r.id) })) }]}
        card={card}
        actions={<AddButton text="新增账号" disabled={!options} onClick={editor.add} />}
        emptyText="暂无运营账号"
      />
      {options && editor.popup((operator, close) => <OperatorPopup operator={operator} options={options} onClose={close} />)}
    </>
  );
}
