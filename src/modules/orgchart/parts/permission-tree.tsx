import { Checkbox } from 'antd-mobile';
import { PERMISSIONS, type Permission } from '@common/permissions';
import { OP_MENU_GROUPS } from '@/core/route-types';
import styles from './orgchart.module.css';

/** The permissions grouped as the operations-centre menu is (PERMISSIONS' group), in menu order. */
export const PERMISSION_GROUPS: { group: string; items: { permission: Permission; label: string }[] }[] = OP_MENU_GROUPS.map(
  (group) => ({
    group: group as string,
    items: (Object.keys(PERMISSIONS) as Permission[])
      .filter((p) => PERMISSIONS[p].group === group)
      .map((permission) => ({ permission, label: PERMISSIONS[permission].label })),
  }),
).filter((g) => g.items.length > 0);

/**
 * The role editor's permission tree: a box per menu group (all of it, or part of it) and one per
 * permission. A form control: `value` and `onChange` as the form hands them over. `grantable`: the
 * permissions the operator may grant (it holds them); the others are shown but cannot be ticked,
 * and a group's box ticks only those it may.
 */
export function PermissionTree({
  value = [],
  onChange,
  disabled,
  grantable,
}: {
  value?: Permission[];
  onChange?: (v: Permission[]) => void;
  disabled?: boolean;
  grantable?: readonly Permission[];
}) {
  const set = new Set(value);
  const may = (p: Permission) => !grantable || grantable.includes(p) || set.has(p);
  const change = (next: Set<Permission>) => onChange?.((Object.keys(PERMISSIONS) as Permission[]).filter((p) => next.has(p)));
  return (
    <div className={styles.tree}>
      {PERMISSION_GROUPS.map(({ group, items }) => {
        const held = items.filter((i) => set.has(i.permission)).length;
        const open = items.filter((i) => may(i.permission));
        return (
          <div key={group} role="group" aria-label={group}>
            <Checkbox
              checked={held === items.length}
              indeterminate={held > 0 && held < items.length}
              disabled={disabled || open.length === 0}
              onChange={(checked) => {
                const next = new Set(set);
                for (const i of open) {
                  if (checked) next.add(i.permission);
                  else next.delete(i.permission);
                }
                change(next);
              }}
            >
              <span className={styles.groupTitle}>{group}</span>
            </Checkbox>
            <div style={{ paddingLeft: 28, display: 'flex', flexDirection: 'column', gap: 6, marginTop: 6 }}>
              {items.map((i) => (
                <Checkbox
                  key={i.permission}
                  checked={set.has(i.permission)}
                  disabled={disabled || !may(i.permission)}
                  onChange={(checked) => {
                    const next = new Set(set);
                    if (checked) next.add(i.permission);
                    else next.delete(i.permission);
                    change(next);
                  }}
                >
                  {i.label}
                  {may(i.permission) ? null : <span className={styles.notHeld}>（您未持有，不能授予）</span>}
                </Checkbox>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
