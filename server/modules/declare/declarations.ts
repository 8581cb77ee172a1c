import type { Kysely } from 'kysely';
import type { DeclareInput } from '../../../common/declare/contract.js';
import { DECLARE_LIMITS as L, type MaterialType } from '../../../common/declare/rules.js';
import { BIZ } from '../../../common/envelope.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { policyPort } from '../policy/public.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BizError, notFound } from '../../lib/errors.js';
import { calendarDay } from './dates.js';
import * as repo from './repo.js';
import { longText, phoneNumber, text } from './rules.js';

/** The operators' side of declaration notices: creating, editing and deleting them. */

interface PreparedMaterial {
  id: number | undefined;
  name: string;
  required: number;
  types: string;
  note: string;
}

function prepareMaterials(input: DeclareInput['materials']): PreparedMaterial[] {
  const names = new Set<string>();
  const ids = new Set<number>();
  return input.map((m, i) => {
    const name = text(m.name, `第${i + 1}项材料的名称`, 2, L.materialNameMax);
    if (names.has(name)) throw new BizError(`申报材料“${name}”重复`);
    names.add(name);
    if (m.id !== undefined) {
      if (ids.has(m.id)) throw new BizError('申报材料编号重复');
      ids.add(m.id);
    }
    const types = [...new Set<MaterialType>(m.types)];
    return { id: m.id, name, required: m.required ? 1 : 0, types: types.join(','), note: text(m.note ?? '', `材料“${name}”的说明`, 0, L.materialNoteMax) };
  });
}

const duplicate = (what: '通知标题' | '申报名称', value: string) => new BizError(`${what}“${value}”已被使用，请换一个`, BIZ.conflict);

/** Creates a declaration, or updates one; materials keep their ids so uploaded files stay in their slots. */
export async function saveDeclaration(ctx: UserCtx, input: DeclareInput): Promise<{ id: number }> {
  const title = text(input.title, '通知标题', L.titleMin, L.titleMax);
  const name = text(input.name, '申报名称', L.nameMin, L.nameMax);
  const startDate = calendarDay(input.startDate, '开始日期');
  const endDate = calendarDay(input.endDate, '截止日期');
  if (endDate < startDate) throw new BizError('截止日期不能早于开始日期');
  const dept = text(input.dept, '受理部门', 2, L.deptMax);
  const phone = phoneNumber(input.phone, '咨询电话');
  const content = longText(input.content, '通知内容', 10, L.contentMax);
  const materials = prepareMaterials(input.materials);

  const item = await policyPort.get().applyItem(ctx.db, input.applyItemId);
  if (!item) throw new BizError('所选申报项目不存在，请重新选择');
  if (item.policyId !== input.policyId) throw new BizError('申报项目不属于所选政策，请重新选择');
  if (item.autoGrant) throw new BizError('该申报项目为免申即享，企业无需申报');

  const existing = input.id === undefined ? undefined : await repo.declarationById(ctx.db, input.id);
  if (input.id !== undefined && !existing) throw notFound('申报通知');
  // A new declaration (or a move to another policy) needs a published policy; an existing one keeps
  // working while its policy is being revised.
  if (item.policyState !== 'JOINT' && existing?.policy_id !== item.policyId) throw new BizError('所选政策尚未发布，不能发布申报通知');
  if (await repo.isTaken(ctx.db, 'title', title, existing?.id)) throw duplicate('通知标题', title);
  if (await repo.isTaken(ctx.db, 'name', name, existing?.id)) throw duplicate('申报名称', name);

  const now = nowIso();
  const values = {
    policy_id: item.policyId,
    apply_item_id: item.id,
    title,
    name,
    start_date: startDate,
    end_date: endDate,
    dept,
    phone,
    content,
    updated_at: now,
  };
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      let id: number;
      if (existing) {
        id = existing.id;
        await trx.updateTable('declarations').set(values).where('id', '=', id).execute();
      } else {
        const row = await trx
          .insertInto('declarations')
          .values({ ...values, creator_id: ctx.user.id, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      await replaceMaterials(trx, id, materials);
      return { id };
    });
  } catch (error) {
    // Another operator saved the same title or name meanwhile.
    if (isUniqueViolation(error)) throw new BizError('通知标题或申报名称已被使用，请换一个', BIZ.conflict);
    throw error;
  }
}

/** Updates kept slots, adds new ones, removes dropped ones unless a file was uploaded to them. */
async function replaceMaterials(trx: Kysely<DB>, declarationId: number, materials: PreparedMaterial[]) {
  const current = await repo.materialsOf(trx, declarationId);
  const currentIds = new Set(current.map((m) => m.id));
  for (const m of materials) {
    if (m.id !== undefined && !currentIds.has(m.id)) throw new BizError(`申报材料“${m.name}”不属于该通知，请刷新后重试`);
  }
  const kept = new Set(materials.flatMap((m) => (m.id === undefined ? [] : [m.id])));
  const dropped = current.filter((m) => !kept.has(m.id));
  const used = await repo.materialsInUse(trx, dropped.map((m) => m.id));
  const blocked = dropped.find((m) => used.has(m.id));
  if (blocked) throw new BizError(`申报材料“${blocked.name}”已有企业上传文件，不能删除`, BIZ.conflict);
  if (dropped.length > 0) {
    await trx
      .deleteFrom('declaration_materials')
      .where('id', 'in', dropped.map((m) => m.id))
      .execute();
  }
  for (const [position, m] of materials.entries()) {
    const values = { name: m.name, required: m.required, types: m.types, note: m.note, position };
    if (m.id === undefined) {
      await trx.insertInto('declaration_materials').values({ ...values, declaration_id: declarationId }).execute();
    } else {
      await trx.updateTable('declaration_materials').set(values).where('id', '=', m.id).execute();
    }
  }
}

/**
 * Deletes a declaration that has nothing but drafts: the drafts, their file links and the slots
 * go with it. Once an organisation submitted, the declaration is part of the record.
 */
export async function deleteDeclaration(ctx: UserCtx, id: number): Promise<void> {
  const existing = await repo.declarationById(ctx.db, id);
  if (!existing) throw notFound('申报通知');
  await ctx.db.transaction().execute(async (trx) => {
    const drafts = trx
      .selectFrom('declare_applications')
      .select('id')
      .where('declaration_id', '=', id)
      .where('state', '=', 'TOSUBMIT');
    await trx.deleteFrom('declare_application_files').where('application_id', 'in', drafts).execute();
    await trx
      .deleteFrom('declare_applications')
      .where('declaration_id', '=', id)
      .where('state', '=', 'TOSUBMIT')
      .execute();
    // Counted after the drafts are gone, inside the transaction: a draft submitted meanwhile is counted too.
    const submitted = (await repo.appliedCounts(trx, [id])).get(id) ?? 0;
    if (submitted > 0) throw new BizError(`已有${submitted}家企业提交了申报，不能删除该申报通知`, BIZ.conflict);
    await trx.deleteFrom('declaration_materials').where('declaration_id', '=', id).execute();
    await trx.deleteFrom('declarations').where('id', '=', id).execute();
  });
}
