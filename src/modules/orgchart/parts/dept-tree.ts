import type { Dept } from '../api';

/** A department with its depth in the tree, in display order (parents before their children). */
export interface DeptRow extends Dept {
  depth: number;
}

/** The flat list of the server as the tree reads: each parent followed by its children, by order. */
export function treeRows(depts: readonly Dept[]): DeptRow[] {
  const children = new Map<number | null, Dept[]>();
  for (const d of depts) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d]);
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const ids = new Set(depts.map((d) => d.id));
  const out: DeptRow[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const d of children.get(parent) ?? []) {
      out.push({ ...d, depth });
      walk(d.id, depth + 1);
    }
  };
  walk(null, 0);
  // A department whose parent is missing (never, unless data is broken) still shows, at the top.
  for (const d of depts) if (d.parentId !== null && !ids.has(d.parentId)) out.push({ ...d, depth: 0 });
  return out;
}

/**
 * Why a department cannot be deleted, or null when it can: the server refuses one with departments
 * below it or people in it, so its 删除 is disabled and says why (the root, which holds the park's
 * departments, never offers it while it has any).
 */
export function removeBlock(dept: Dept, depts: readonly Dept[]): string | null {
  if (depts.some((d) => d.parentId === dept.id)) return '有下级部门，不能删除';
  if (dept.staffCount > 0) return `有 ${String(dept.staffCount)} 名人员，不能删除`;
  return null;
}

/** The departments at and below `id`. */
export function subtreeIds(depts: readonly Dept[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of depts)
      if (d.parentId !== null && out.has(d.parentId) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
  }
  return out;
}

/** Picker options: the tree's names indented by depth. */
export const deptOptions = (rows: readonly DeptRow[]) =>
  rows.map((d) => ({ label: `${'　'.repeat(d.depth)}${d.name}`, value: String(d.id) }));
