import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import '../tables.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';

/**
 * The departments of a demo park: the bureaus of a high-tech zone's administrative committee that
 * handle enterprises' appeals (the category table in common/appeal.ts names them), and three
 * sections under the enterprise service bureau, which takes most appeals first: it hands many of
 * its own on to 企业服务科, where the demo 诉求专员 works.
 */
export const DEMO_DEPARTMENTS: ReadonlyArray<{ name: string; children?: readonly string[] }> = [
  { name: '企业服务局', children: ['政策兑现科', '企业服务中心', '企业服务科'] },
  { name: '经济发展局' },
  { name: '科技创新局' },
  { name: '规划建设局' },
  { name: '生态环境分局' },
  { name: '应急管理局' },
  { name: '综合行政执法局' },
  { name: '人力社保局' },
];

/** Inserts the departments of one park; answers id by name. */
export async function insertDepartments(
  db: Kysely<DB>,
  tenantId: number,
  today: SeedDay,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, department] of DEMO_DEPARTMENTS.entries()) {
    const { id } = await db
      .insertInto('departments')
      .values({
        tenant_id: tenantId,
        name: department.name,
        parent_id: null,
        sort: (index + 1) * 10,
        created_at: today.at(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(department.name, id);
    for (const [childIndex, child] of (department.children ?? []).entries()) {
      const row = await db
        .insertInto('departments')
        .values({
          tenant_id: tenantId,
          name: child,
          parent_id: id,
          sort: (index + 1) * 10 + childIndex + 1,
          created_at: today.at(0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(child, row.id);
    }
  }
  return ids;
}
