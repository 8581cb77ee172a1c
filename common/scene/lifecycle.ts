import { auditFamilyReview, defineLifecycle, publishFamilyFrame, publishFamilyReview, REMOVED } from '../publish/lifecycle.js';
import type { PUBLISH_STATUS } from '../status.js';
import { AUDIT_STATUS } from '../status.js';

/**
 * The three kinds of 应用场景 on the publish kit (common/publish/lifecycle.ts).
 *
 * A scenario opportunity (场景机会) is written by the park's staff and published after a review
 * (SPEC §4 publish status: CHECK 待审核 → JOINT 已发布 / CANCEL 审核不通过; 下架 back to review);
 * its author is told of the decision. An enterprise's scenario capability (场景能力) and an item
 * received in a collection round (征集内容) follow the audit status (TOAUDIT 待审核 → PASS 审核通过 /
 * FAIL 审核不通过 / BACK 退回修改); the organisation is told. Operators record them for the
 * organisation (the spec gives enterprises no screen of their own for these), so an edit is theirs.
 */

const opp = publishFamilyReview('场景机会');
export const OPP_LIFECYCLE = defineLifecycle({
  kind: 'scene.opp',
  ...publishFamilyFrame('场景机会'),
  editLabels: { create: '录入', edit: '修改', resubmit: '修改后重新提交' },
  transitions: {
    APPROVE: opp.APPROVE,
    RETURN: opp.RETURN,
    OFFLINE: opp.OFFLINE,
    DELETE: {
      label: '删除',
      from: ['CHECK', 'CANCEL'],
      to: REMOVED,
      by: ['operator'],
      tone: 'danger',
      confirm: '确定删除该场景机会吗？删除后不可恢复。',
      refusals: { JOINT: '已发布的场景机会不能删除，请先下架' },
    },
  },
});
export type OppState = keyof typeof PUBLISH_STATUS;

export type AuditState = keyof typeof AUDIT_STATUS;

/** A record an organisation owns and the park reviews (audit status), entered by the park for it. */
const audited = (kind: string, noun: string, editFrom: readonly AuditState[], locked: string, create: string) =>
  ({
    kind,
    noun,
    states: AUDIT_STATUS,
    created: 'TOAUDIT',
    published: ['PASS'],
    edit: { from: editFrom, to: 'TOAUDIT', locked },
    editLabels: { create, edit: '修改', resubmit: '修改后重新提交' },
  }) as const;

const ability = auditFamilyReview('场景能力');
export const ABILITY_LIFECYCLE = defineLifecycle({
  ...audited('scene.ability', '场景能力', ['TOAUDIT', 'FAIL', 'BACK', 'PASS'], '该场景能力当前不能修改', '代企业登记'),
  transitions: { PASS: ability.PASS, FAIL: ability.FAIL, BACK: ability.BACK, OFFLINE: ability.OFFLINE },
});

const item = auditFamilyReview('征集内容');
export const ITEM_LIFECYCLE = defineLifecycle({
  ...audited('scene.item', '征集内容', ['TOAUDIT', 'BACK'], '审核完成的征集内容不能修改', '代企业录入'),
  transitions: { PASS: item.PASS, FAIL: item.FAIL, BACK: item.BACK },
});
