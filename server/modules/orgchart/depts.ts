import type { Kysely } from 'kysely';
import { ORGCHART_LIMITS, type Dept } from '../../../common/orgchart/contract.js';
import type { DB } from '../../db/schema.js';
import { record } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { coversDept } from '../../kit/data-scope.js';
import { appealPort } from '../appeal/public.js';
import { assertAllowed, refusalForDept, type Grants } from '../../kit/delegation.js';
import { BizError, notFound } from '../../lib/errors.js';
import { subtreeOf } from './scope.js';
import './tables.js';

/** A department as the park keeps it; the lists add whether the caller's scope covers it. */
export type DeptRecord = Omit<Dept, 'manageable'>;

/** The park's departments, flat: by parent, then their order among siblings. */
export async function listDepts(db: Kysely<DB>): Promise<DeptRecord[]> {
  const rows = await db
    .selectFrom('departments')
    .select(['id', 'parent_id', 'name', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('staff')
    .select(['dept_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('dept_id', 'is not', null)
    .groupBy('dept_id')
    .execute();
  const staff = new Map(counts.map((c) => [c.dept_id, Number(c.n)]));
  return rows.map((d) => ({ id: d.id, parentId: d.parent_id, name: d.name, sort: d.sort, staffCount: staff.get(d.id) ?? 0 }));
}

/** 园区管委会 / 企业服务局 / 企业服务科: a department's name with its ancestors'. */
export function pathNames(depts: readonly Pick<DeptRecord, 'id' | 'parentId' | 'name'>[]): Map<number, string> {
  const byId = new Map(depts.map((d) => [d.id, d]));
  const out = new Map<number, string>();
  for (const d of depts) {
    const names: string[] = [];
    let at: (typeof depts)[number] | undefined = d;
    while (at && names.length <= ORGCHART_LIMITS.deptDepth) {
      names.unshift(at.name);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    out.set(d.id, names.join(' / '));
  }
  return out;
}

export interface DeptInput {
  id?: number;
  parentId: number | null;
  name: string;
  sort: number;
}

/** The departments with whether the actor's data scope covers each (it may change and staff those). */
export async function deptsFor(db: Kysely<DB>, actor: Grants): Promise<Dept[]> {
  return (await listDepts(db)).map((d) => ({ ...d, manageable: coversDept(actor.covers, d.id) }));
}

/**
 * Adds, renames, moves or reorders a department. A delegated actor changes only departments its
 * scope covers and puts them only under one it covers: moving a department into its reach would
 * widen its own scope (server/kit/delegation.ts).
 */
export async function saveDept(db: Kysely<DB>, tenantId: number, actor: Grants, input: DeptInput): Promise<number> {
  const name = input.name.trim();
  if (name.length < 2) throw new BizError('部门名称至少2个字');
  return db.transaction().execute(async (trx) => {
    const depts = await listDepts(trx);
    const byId = new Map(depts.map((d) => [d.id, d]));
    if (input.id !== undefined && !byId.has(input.id)) throw notFound('部门');
    if (input.parentId !== null && !byId.has(input.parentId)) throw notFound('上级部门');
    if (input.id !== undefined) assertAllowed(refusalForDept(actor, input.id));
    if (input.id === undefined || byId.get(input.id)?.parentId !== input.parentId) assertAllowed(refusalForDept(actor, input.parentId));
    if (input.id !== undefined && input.parentId !== null) {
      const below = subtreeOf(depts.map((d) => ({ id: d.id, parent_id: d.parentId })), input.id);
      if (below.includes(input.parentId)) throw new BizError('不能把部门移动到它自身或它的下级部门之下');
    }
    // Depth of the new place plus the height of the moved subtree.
    let depth = 1;
    for (let at = input.parentId; at !== null; at = byId.get(at)?.parentId ?? null) depth++;
    const height = input.id === undefined ? 0 : heightOf(depts, input.id);
    if (depth + height > ORGCHART_LIMITS.deptDepth) throw new BizError(`部门层级不能超过${ORGCHART_LIMITS.deptDepth}级`);
    // Appeals are assigned to a department by its name in lists and pickers: one name per park.
    if (depts.some((d) => d.name === name && d.id !== input.id)) throw new BizError('园区内已有同名部门');
    let id = input.id;
    if (id === undefined) {
      ({ id } = await trx
        .insertInto('departments')
        .values({ parent_id: input.parentId, name, sort: input.sort, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      await trx
        .updateTable('departments')
        .set({ parent_id: input.parentId, name, sort: input.sort })
        .where('id', '=', id)
        .execute();
    }
    const before = input.id === undefined ? null : byId.get(input.id);
    await record(trx, {
      tenantId,
      subjectType: 'department',
      subjectId: id,
      action: !before ? 'CREATE' : before.parentId !== input.parentId ? 'MOVE' : 'UPDATE',
      from: before ? String(before.parentId ?? '') : null,
      to: String(input.parentId ?? ''),
      reason: name,
      actorId: actor.id,
    });
    return id;
  });
}

/** How many levels hang below a department (0 for a leaf). */
function heightOf(depts: readonly DeptRecord[], id: number): number {
  const children = depts.filter((d) => d.parentId === id);
  return children.length ? 1 + Math.max(...children.map((c) => heightOf(depts, c.id))) : 0;
}

export async function removeDept(db: Kysely<DB>, tenantId: number, actor: Grants, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const depts = await listDepts(trx);
    const dept = depts.find((d) => d.id === id);
    if (!dept) throw notFound('部门');
    assertAllowed(refusalForDept(actor, id));
    if (depts.some((d) => d.parentId === id)) throw new BizError('该部门下还有下级部门，请先删除或移走下级部门');
    if (dept.staffCount > 0) throw new BizError(`该部门还有 ${dept.staffCount} 名人员，请先为他们调整部门`);
    // The appeals it handled (now or in their timeline) keep pointing at it.
    const n = await appealPort.get().handledByDepartment(trx, id);
    if (n > 0) throw new BizError(`该部门经办过 ${n} 条企业诉求，不能删除；可改名或移动`);
    await trx.deleteFrom('departments').where('id', '=', id).execute();
    await record(trx, { tenantId, subjectType: 'department', subjectId: id, action: 'DELETE', from: null, to: '', reason: dept.name, actorId: actor.id });
  });
}
