import type { Static } from 'typebox';
import type { dockContract } from '../../../../common/demand/dock/contract.js';
import { DOCK_OUTCOMES, type DockOutcomeKey } from '../../../../common/demand/dock/model.js';
import { BIZ } from '../../../../common/envelope.js';
import { quoted } from '../../../../common/quoted.js';
import type { UserCtx } from '../../../kit/context.js';
import { notify, orgMemberIds } from '../../../kit/notify.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError, notFound } from '../../../lib/errors.js';
import { dockLink } from '../links.js';
import * as items from '../repo.js';
import { NO_ORG } from '../save.js';
import * as repo from './repo.js';

/** Sending, answering and closing a docking: who may, and who is told. */

type SendBody = Static<typeof dockContract.send.body>;

export function orgOf(ctx: UserCtx): number {
  if (!ctx.user.orgId) throw new BizError(NO_ORG, BIZ.forbidden);
  return ctx.user.orgId;
}

/** The docking, if the caller's organisation is one of its two parties (else it does not exist for it). */
export async function dockOfParty(ctx: UserCtx, id: number) {
  const orgId = orgOf(ctx);
  const dock = await repo.dockById(ctx.db, id);
  if (!dock || (dock.owner_org_id !== orgId && dock.from_org_id !== orgId)) throw notFound('对接记录');
  return { dock, side: dock.owner_org_id === orgId ? ('OWNER' as const) : ('FROM' as const) };
}

async function tellOrg(ctx: UserCtx, orgId: number, title: string, body: string, id: number) {
  const members = await orgMemberIds(ctx.db, ctx.tenantId, orgId);
  await notify(ctx.db, {
    tenantId: ctx.tenantId,
    userIds: members.filter((u) => u !== ctx.user.id),
    topic: 'DEMAND',
    title,
    body,
    link: dockLink(id),
  });
}

export async function sendDock(ctx: UserCtx, body: SendBody, suggestedFrom: number | null = null) {
  const orgId = orgOf(ctx);
  const item = await items.itemById(ctx.db, body.itemId);
  if (!item || item.status !== 'JOINT') throw notFound('信息');
  if (item.org_id === orgId) throw new BizError('不能对本单位发布的信息发起对接');
  if (await repo.waitingOf(ctx.db, item.id, orgId))
    throw new BizError('本单位对该信息已有待回复的对接，请等待对方回复');
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('demand_docks')
      .values({
        item_id: item.id,
        owner_org_id: item.org_id,
        from_org_id: orgId,
        from_user_id: ctx.user.id,
        message: body.message.trim(),
        from_contact_name: body.contactName.trim(),
        from_contact_phone: body.contactPhone,
        status: 'WAITING',
        reason: '',
        owner_contact_name: '',
        owner_contact_phone: '',
        outcome: '',
        suggested_from: suggestedFrom,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tellOrg(
      { ...ctx, db: trx },
      item.org_id,
      `收到对接请求：${item.title}`,
      `有单位就您发布的${quoted(item.title)}发起了对接，请在“收到的对接”中查看并回复。`,
      id,
    );
    return { id };
  });
}

/** The receiver's answer: accept (its contact is copied from the item) or decline with a reason. */
export async function answerDock(ctx: UserCtx, id: number, answer: { accept: true } | { accept: false; reason: string }) {
  const { dock, side } = await dockOfParty(ctx, id);
  if (side !== 'OWNER') throw new BizError('只有信息发布方可以回复对接', BIZ.forbidden);
  if (dock.status !== 'WAITING') throw new BizError('该对接已回复');
  const item = await items.itemById(ctx.db, dock.item_id);
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('demand_docks')
      .set(
        answer.accept
          ? {
              status: 'ACCEPTED',
              owner_contact_name: item?.contact_name ?? '',
              owner_contact_phone: item?.contact_phone ?? '',
              updated_at: now,
            }
          : { status: 'DECLINED', reason: answer.reason.trim(), updated_at: now },
      )
      .where('id', '=', id)
      .where('status', '=', 'WAITING')
      .execute();
    await tellOrg(
      { ...ctx, db: trx },
      dock.from_org_id,
      `对接${answer.accept ? '已被接受' : '已被婉拒'}：${dock.item_title}`,
      answer.accept
        ? `${dock.owner_org_name}接受了您就${quoted(dock.item_title)}发起的对接，现在可以查看对方的联系方式。`
        : `${dock.owner_org_name}婉拒了您就${quoted(dock.item_title)}发起的对接，原因：${answer.reason.trim()}。`,
      id,
    );
    return { id, status: answer.accept ? ('ACCEPTED' as const) : ('DECLINED' as const) };
  });
}

/** Either party records how an accepted docking ended. */
export async function recordOutcome(ctx: UserCtx, id: number, outcome: DockOutcomeKey) {
  const { dock, side } = await dockOfParty(ctx, id);
  if (dock.status !== 'ACCEPTED') throw new BizError('对接被接受后才能登记结果');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('demand_docks').set({ outcome, updated_at: nowIso() }).where('id', '=', id).execute();
    await tellOrg(
      { ...ctx, db: trx },
      side === 'OWNER' ? dock.from_org_id : dock.owner_org_id,
      `对接结果：${DOCK_OUTCOMES[outcome]}`,
      `关于${quoted(dock.item_title)}的对接已登记为“${DOCK_OUTCOMES[outcome]}”。`,
      id,
    );
  });
  return { id, outcome };
}
