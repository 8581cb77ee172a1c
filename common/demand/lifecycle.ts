import { defineLifecycle, OPERATOR_REVIEW } from '../publish/lifecycle.js';
import { PUBLISH_STATUS } from '../status.js';

/**
 * The life of an item (需求、产品、服务、设备、岗位、技术) and of a showcase (企业风采) on the
 * publish kit: the organisation submits it (待审核), an operator approves it (已发布) or returns
 * it with a reason (审核不通过); an edit of a published one goes back to review; the owner or an
 * operator (with a reason) takes a published one offline (已下架, a state the spec's publish
 * family lacks: see common/demand/README.md), and the owner may submit it again by editing it.
 */
export const ITEM_STATES = { ...PUBLISH_STATUS, OFFLINE: '已下架' } as const;

const lifecycleOf = (kind: string, noun: string) =>
  defineLifecycle({
    kind,
    noun,
    states: ITEM_STATES,
    created: 'CHECK',
    published: ['JOINT'],
    edit: { from: ['CHECK', 'JOINT', 'CANCEL', 'OFFLINE'], to: 'CHECK', locked: `该${noun}当前不能修改` },
    editLabels: { create: '提交审核', edit: '修改', resubmit: '修改后重新提交' },
    transitions: {
      APPROVE: {
        label: '审核通过',
        from: ['CHECK'],
        to: 'JOINT',
        ...OPERATOR_REVIEW,
        tone: 'primary',
        confirm: `确定审核通过并发布该${noun}吗？发布后所有访客都能看到。`,
        refusals: { JOINT: `该${noun}已发布`, CANCEL: `该${noun}已审核不通过`, OFFLINE: `该${noun}已下架` },
      },
      RETURN: {
        label: '审核不通过',
        from: ['CHECK'],
        to: 'CANCEL',
        ...OPERATOR_REVIEW,
        reason: 'required',
        tone: 'danger',
        refusals: {
          JOINT: `该${noun}已发布，如需下线请下架`,
          CANCEL: `该${noun}已审核不通过`,
          OFFLINE: `该${noun}已下架`,
        },
      },
      OFFLINE: {
        label: '下架',
        from: ['JOINT'],
        to: 'OFFLINE',
        ...OPERATOR_REVIEW,
        reason: 'required',
        tone: 'warning',
        refusals: {
          CHECK: `该${noun}未发布，无需下架`,
          CANCEL: `该${noun}未发布，无需下架`,
          OFFLINE: `该${noun}已下架`,
        },
      },
      WITHDRAW: {
        label: '下线',
        from: ['JOINT'],
        to: 'OFFLINE',
        by: ['owner'],
        tone: 'warning',
        confirm: `确定下线该${noun}吗？下线后访客将看不到它，修改后可重新提交审核。`,
        refusals: {
          CHECK: `该${noun}未发布，无需下线`,
          CANCEL: `该${noun}未发布，无需下线`,
          OFFLINE: `该${noun}已下线`,
        },
      },
      DELETE: {
        label: '删除',
        from: ['CHECK', 'CANCEL', 'OFFLINE'],
        to: 'DELETED',
        by: ['owner'],
        tone: 'danger',
        confirm: `确定删除该${noun}吗？删除后不可恢复。`,
        refusals: { JOINT: `已发布的${noun}不能删除，请先下线` },
      },
    },
  });

export const ITEM_LIFECYCLE = lifecycleOf('demand_item', '信息');
export const SHOWCASE_LIFECYCLE = lifecycleOf('demand_showcase', '企业风采');
export type ItemState = keyof typeof ITEM_STATES;
export const ITEM_STATE_KEYS = Object.keys(ITEM_STATES) as ItemState[];
