import type { Department, OrgchartPort } from './public.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import './tables.js';

const COLUMNS = ['id', 'name', 'parent_id', 'sort'] as const;
const department = (row: { id: number; name: string; parent_id: number | null; sort: number }): Department => ({
  id: Number(row.id),
  name: row.name,
  parentId: row.parent_id === null ? null : Number(row.parent_id),
  sort: Number(row.sort),
});

/** The organisation chart's port (server/modules/orgchart/public.ts). */
export const orgchartPortImpl: OrgchartPort = {
  async departments(db) {
    const rows = await db.selectFrom('departments').select(COLUMNS).orderBy('sort').orderBy('id').execute();
    return rows.map(department);
  },
  async departmentById(db, id) {
    if (id > MAX_ID) return undefined;
    const row = await db.selectFrom('departments').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? department(row) : undefined;
  },
  async departmentNames(db, ids) {
    const wanted = [...new Set(ids)].filter((id) => id <= MAX_ID);
    if (!wanted.length) return new Map();
    const rows = await db.selectFrom('departments').select(['id', 'name']).where('id', 'in', wanted).execute();
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  },
};
