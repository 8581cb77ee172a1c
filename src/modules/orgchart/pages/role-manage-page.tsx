import { Tag } from 'antd-mobile';
import { ORGCHART_LIMITS as L } from '@common/orgchart/contract';
import { DATA_SCOPES, type DataScope, type Permission } from '@common/permissions';
import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { grantable, removeRole, roles, saveRole, type Role } from '../api';
import styles from '../parts/orgchart.module.css';
import { PermissionTree } from '../parts/permission-tree';
import { AddButton, confirmDelete, RecordActions, useEditing } from '@/ui/record-actions';

interface RoleValues {
  rolename: string;
  description?: string;
  dataScope: DataScope;
  permissions: Permission[];
}

type Grantable = { permissions: Permission[]; dataScopes: DataScope[] };

/** The data scopes the operator may give: none wider than its own (the server's rule). */
const scopeOptions = (may: Grantable) => may.dataScopes.map((value) => ({ label: DATA_SCOPES[value], value }));

function fieldsFor(role: Role | undefined, may: Grantable): FormField<RoleValues>[] {
  const narrower = may.dataScopes.length < Object.keys(DATA_SCOPES).length;
  return [
    {
      name: 'rolename',
      label: '角色名称',
      type: 'text',
      required: true,
      min: 2,
      max: L.roleNameMax,
      placeholder: '如 诉求专员',
      disabled: role?.builtIn,
      help: role?.builtIn ? '内置角色不能改名' : undefined,
    },
    { name: 'description', label: '说明', type: 'textarea', max: L.descriptionMax, rows: 2 },
    {
      name: 'dataScope',
      label: '数据范围',
      type: 'select',
      required: true,
      options: scopeOptions(may),
      columns: 2,
      help: `列表显示哪些人员经办的记录：全部、本部门及以下、本部门或仅本人${narrower ? '；不能大于您自己的数据范围' : ''}`,
    },
    {
      name: 'permissions',
      label: '功能权限',
      type: 'custom',
      input: <PermissionTree grantable={may.permissions} />,
      help: '按运营中心菜单分组；未勾选的菜单不显示，接口拒绝访问。只能授予您自己持有的权限',
    },
  ];
}

function RolePopup({ role, may, onClose }: { role?: Role; may: Grantable; onClose: () => void }) {
  return (
    <FormPopup<RoleValues>
      title={role ? '编辑角色' : '新增角色'}
      visible
      onClose={onClose}
      fields={fieldsFor(role, may)}
      initialValues={
        role
          ? { rolename: role.rolename, description: role.description, dataScope: role.dataScope, permissions: role.permissions }
          : { dataScope: may.dataScopes.includes('DEPT_AND_BELOW') ? 'DEPT_AND_BELOW' : (may.dataScopes.at(-1) ?? 'SELF'), permissions: [] }
      }
      onSubmit={(v) =>
        saveRole({
          id: role?.id,
          rolename: v.rolename.trim(),
          description: v.description?.trim() ?? '',
          dataScope: v.dataScope,
          permissions: v.permissions ?? [],
        })
      }
    />
  );
}

function confirmRemove(role: Role) {
  confirmDelete({ title: '删除角色', what: '角色', name: role.rolename, remove: () => removeRole(role.id) });
}

/**
 * /op/roleManage: the park's operator roles, their permission sets and data scopes. A role the
 * server would not let this operator change (one holding more than it, or held by accounts it may
 * not touch) offers no 编辑/删除 and says why; the editor offers only what it may grant.
 */
export default function RoleManagePage() {
  const state = roles.useQuery({});
  const may = grantable.useQuery({}).data;
  const editor = useEditing<Role>();
  return (
    <PageFrame
      title="角色管理"
      backTo="/op/index"
      right={<AddButton text="新增角色" disabled={!may} onClick={editor.add} />}
    >
      <p className={styles.hint}>
        管理员拥有全部权限且不能修改；新建的角色计为管委会角色，只能使用勾选的功能。只能授予您自己持有的权限和不大于您的数据范围。
      </p>
      <Loaded state={state}>
        {(list) =>
          list.length === 0 ? (
            <Empty title="暂无角色" />
          ) : (
            <section className={styles.section} aria-label="角色列表">
              {list.map((role) => (
                <article key={role.id} className={styles.row} aria-label={role.rolename}>
                  <div className={styles.main}>
                    <div className={styles.name}>
                      {role.rolename}{' '}
                      <Tag color={role.isAdmin ? 'danger' : 'primary'} fill="outline">
                        {role.kind}
                      </Tag>{' '}
                      {role.builtIn && <Tag fill="outline">内置</Tag>}
                    </div>
                    <div className={styles.meta}>
                      {role.isAdmin ? '全部权限' : `${role.permissions.length} 项权限`} · 数据范围：{role.dataScopeLabel} · {role.userCount} 个账号
                    </div>
                    {role.description && <div className={styles.meta}>{role.description}</div>}
                  </div>
                  {!role.isAdmin && !role.manageable && <span className={styles.locked}>{role.lockReason}</span>}
                  {!role.isAdmin && role.manageable && (
                    <RecordActions
                      label={role.rolename}
                      actions={[
                        { text: '编辑', onClick: () => editor.edit(role) },
                        !role.builtIn && { text: '删除', tone: 'danger', onClick: () => confirmRemove(role) },
                      ]}
                    />
                  )}
                </article>
              ))}
            </section>
          )
        }
      </Loaded>
      {may && editor.popup((role, close) => <RolePopup role={role} may={may} onClose={close} />)}
    </PageFrame>
  );
}
