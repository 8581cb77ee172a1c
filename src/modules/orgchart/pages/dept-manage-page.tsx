import { Button } from 'antd-mobile';
import { useState, type CSSProperties } from 'react';
import { ORGCHART_LIMITS as L } from '@common/orgchart/contract';
import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { depts, removeDept, saveDept, type Dept } from '../api';
import { deptOptions, removeBlock, subtreeIds, treeRows, type DeptRow } from '../parts/dept-tree';
import styles from '../parts/orgchart.module.css';
import { confirmDelete } from '@/ui/record-actions';

const TOP = '0';

interface DeptValues {
  name: string;
  parent: string;
  sort: number;
}

type Editing = { dept?: Dept; parentId: number | null };

/** Add, rename, move (not under itself or below it) and reorder a department. */
function DeptPopup({
  editing,
  all,
  onClose,
}: {
  editing: Editing;
  all: readonly Dept[];
  onClose: () => void;
}) {
  const rows = treeRows(all);
  const below = editing.dept ? subtreeIds(all, editing.dept.id) : new Set<number>();
  // Only under departments the user's data scope covers (the server refuses the others); the top
  // level is the whole park's.
  const wholePark = all.every((d) => d.manageable);
  const keepsParent = (d: DeptRow) => !!editing.dept && d.id === editing.dept.parentId;
  const parents = [
    ...(wholePark || (editing.dept && editing.dept.parentId === null)
      ? [{ label: '（顶级部门）', value: TOP }]
      : []),
    ...deptOptions(rows.filter((d) => !below.has(d.id) && (d.manageable || keepsParent(d)))),
  ];
  const fields: FormField<DeptValues>[] = [
    {
      name: 'name',
      label: '部门名称',
      type: 'text',
      required: true,
      min: 2,
      max: L.deptNameMax,
      placeholder: '如 企业服务科',
    },
    {
      name: 'parent',
      label: '上级部门',
      type: 'picker',
      required: true,
      options: parents,
      help: '不能选择部门自身或其下级部门',
    },
    {
      name: 'sort',
      label: '排序',
      type: 'number',
      required: true,
      min: 0,
      max: L.sortMax,
      integer: true,
      help: '同级部门中数字小的在前',
    },
  ];
  const siblings = all.filter((d) => d.parentId === editing.parentId);
  return (
    <FormPopup<DeptValues>
      title={editing.dept ? '编辑部门' : '新增部门'}
      visible
      onClose={onClose}
      fields={fields}
      initialValues={
        editing.dept
          ? { name: editing.dept.name, parent: String(editing.dept.parentId ?? TOP), sort: editing.dept.sort }
          : {
              parent: String(editing.parentId ?? TOP),
              sort: (Math.max(0, ...siblings.map((d) => d.sort)) + 10) % (L.sortMax + 1),
            }
      }
      onSubmit={(v) =>
        saveDept({
          id: editing.dept?.id,
          name: v.name.trim(),
          parentId: v.parent === TOP ? null : Number(v.parent),
          sort: Number(v.sort),
        })
      }
    />
  );
}

/**
 * /op/deptManage: the park's department tree. Departments outside the user's data scope are shown
 * but offer nothing (the server refuses changing them: server/kit/delegation.ts).
 */
export default function DeptManagePage() {
  const state = depts.useQuery({});
  const [editing, setEditing] = useState<Editing | null>(null);
  const wholePark = (state.data ?? []).every((d) => d.manageable);
  return (
    <PageFrame
      title="部门管理"
      backTo="/op/index"
      right={
        wholePark ? (
          <Button size="small" color="primary" fill="none" onClick={() => setEditing({ parentId: null })}>
            新增部门
          </Button>
        ) : undefined
      }
    >
      <p className={styles.hint}>
        只有没有下级部门、没有人员的部门可以删除；经办过企业诉求的部门只能改名或移动。
      </p>
      <Loaded state={state}>
        {(all) => {
          const rows = treeRows(all);
          if (!rows.length) return <Empty title="暂无部门" description="点击右上角新增部门" />;
          return (
            // Read as a tree: each department an item at its level (a list, since its items hold buttons).
            <section className={styles.section} role="list" aria-label="部门树">
              {rows.map((d) => {
                const blocked = removeBlock(d, all);
                return (
                  <article
                    key={d.id}
                    className={`${styles.row} ${d.depth ? styles.branch : ''}`}
                    role="listitem"
                    aria-level={d.depth + 1}
                    aria-label={d.name}
                    style={{ paddingLeft: 12 + d.depth * 20, '--branch-x': `${String(d.depth * 20)}px` } as CSSProperties}
                  >
                    <div className={styles.main}>
                      <div className={styles.name}>{d.name}</div>
                      <div className={styles.meta}>
                        {d.staffCount} 名人员 · 排序 {d.sort}
                        {blocked ? ` · ${blocked}` : ''}
                      </div>
                    </div>
                    {d.manageable ? (
                      <div className={styles.actions}>
                        <Button size="mini" onClick={() => setEditing({ parentId: d.id })}>
                          新增下级
                        </Button>
                        <Button size="mini" onClick={() => setEditing({ dept: d, parentId: d.parentId })}>
                          编辑
                        </Button>
                        <Button
                          size="mini"
                          color="danger"
                          fill="outline"
                          disabled={blocked !== null}
                          aria-description={blocked ?? undefined}
                          onClick={() => confirmDelete({ title: '删除部门', name: d.name, remove: () => removeDept(d.id) })}
                        >
                          删除
                        </Button>
                      </div>
                    ) : (
                      <span className={styles.locked}>不在您的数据范围内</span>
                    )}
                  </article>
                );
              })}
            </section>
          );
        }}
      </Loaded>
      {editing && <DeptPopup editing={editing} all={state.data ?? []} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
