import { AUDIT_STATUS, PUBLISH_STATUS } from '../status.js';

/**
 * The life of a reviewed-and-published record (a demand, a product, a notice, a rank list…) as
 * data, shared by the server kit (server/kit/publish) and the screens (src/ui/publish): its
 * states with their labels, and its transitions — from which states, to which, who may take them,
 * whether a reason is required, whether the owner is told, whether a review queue may apply it to
 * many records at once. The server enforces exactly this table; the screens draw their buttons,
 * tabs and dialogs from it, so the two never disagree.
 */

/** Who takes a transition: the record's owner (its author or organisation) or an operator holding the kind's permission. */
export type Actor = 'owner' | 'operator';

/** The target of a transition that deletes the record (its history stays). */
export const REMOVED = 'DELETED';

export interface TransitionSpec<S extends string> {
  /** The button and the history's label: 发布, 审核不通过, 下架… */
  label: string;
  from: readonly S[];
  to: S | typeof REMOVED;
  by: readonly Actor[];
  /** A reason is required (审核意见, 下架原因), 2–200 characters; absent: none is asked. */
  reason?: 'required' | 'optional';
  /** The owner gets a system message (approve, return, take offline). */
  tellOwner?: boolean;
  /** A review queue may apply it to many records at once, all or none. */
  batch?: boolean;
  /** Why it does not apply to a record in a state; "changed meanwhile" when absent. */
  refusals?: Partial<Record<S, string>>;
  /** What the screens ask before taking it (absent: asked only for the reason, if any). */
  confirm?: string;
  /** How a screen colours its button. */
  tone?: 'primary' | 'warning' | 'danger' | 'default';
}

export interface EditRule<S extends string> {
  /** The states in which the owner (or, for operator-authored kinds, the operator) may edit it. */
  from: readonly S[];
  /** What an edit makes it: back to review, or the state it was in ('same'). */
  to: S | 'same';
  /** Why a record in another state cannot be edited. */
  locked: string;
}

export interface Lifecycle<S extends string = string, A extends string = string> {
  /** The kind's permanent name, the key of its history rows: 'notice', 'rank', 'demand'… */
  kind: string;
  /** What one record is called in messages: 通知, 榜单, 需求… */
  noun: string;
  /** Every state with its label, in the order of the screens' tabs. */
  states: Readonly<Record<S, string>>;
  /** The state of a new record. */
  created: S;
  /** The states in which the public sees it. */
  published: readonly S[];
  edit: EditRule<S>;
  transitions: Readonly<Record<A, TransitionSpec<S>>>;
  /** History labels of the edits, beside the transitions' labels. */
  editLabels?: { create: string; edit: string; resubmit?: string };
}

/**
 * Checks a lifecycle's shape and keeps its literal types: each transition's own (whether it asks for
 * a reason, whether it deletes) types the endpoints made from it (contract.ts).
 */
export const defineLifecycle = <
  const S extends string,
  const A extends string,
  const T extends Record<A, TransitionSpec<S>>,
>(
  lifecycle: Lifecycle<S, A> & { transitions: T },
): Lifecycle<S, A> & { transitions: T } => lifecycle;

export type StateOf<L> = L extends Lifecycle<infer S, string> ? S : never;
export type ActionOf<L> = L extends Lifecycle<string, infer A> ? A : never;

export const statesOf = <S extends string>(lifecycle: Lifecycle<S>): S[] =>
  Object.keys(lifecycle.states) as S[];
export const actionsOf = <S extends string, A extends string>(lifecycle: Lifecycle<S, A>): A[] =>
  Object.keys(lifecycle.transitions) as A[];

/** The transitions this actor may take on a record in this state, in the table's order. */
export function availableActions<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  status: S,
  actor: Actor,
): A[] {
  return actionsOf(lifecycle).filter((a) => {
    const t = lifecycle.transitions[a];
    return t.from.includes(status) && t.by.includes(actor);
  });
}

/** The actions a review queue may apply to many records at once. */
export const batchActions = <S extends string, A extends string>(lifecycle: Lifecycle<S, A>): A[] =>
  actionsOf(lifecycle).filter((a) => lifecycle.transitions[a].batch === true);

/** Whether a record in this state may be edited. */
export const editable = <S extends string>(lifecycle: Lifecycle<S>, status: S): boolean =>
  lifecycle.edit.from.includes(status);

/** The state an edit leaves a record in. */
export const stateAfterEdit = <S extends string>(lifecycle: Lifecycle<S>, status: S): S =>
  lifecycle.edit.to === 'same' ? status : lifecycle.edit.to;

/** The label of a history action: a transition's, an edit's, or the action itself. */
export function actionLabels(lifecycle: Lifecycle): Record<string, string> {
  const labels: Record<string, string> = {
    CREATE: lifecycle.editLabels?.create ?? '新建',
    EDIT: lifecycle.editLabels?.edit ?? '修改',
    RESUBMIT: lifecycle.editLabels?.resubmit ?? '修改后重新提交',
  };
  for (const [action, t] of Object.entries(lifecycle.transitions))
    labels[action] = (t as TransitionSpec<string>).label;
  return labels;
}

/** A review step: operators take it from a queue, on many records at once, and the owner is told. */
export const OPERATOR_REVIEW = { by: ['operator'], tellOwner: true, batch: true } as const;

export const REASON_MIN = 2;
export const REASON_MAX = 200;

/**
 * The standard review of the publish family (SPEC §4: CHECK 待审核 → JOINT 已发布 / CANCEL 审核不通过);
 * `offline` names how the kind takes a published record down (下架, or 撤回 for a notice).
 */
export function publishFamilyReview(noun: string, offline = '下架') {
  return {
    APPROVE: {
      label: '审核通过',
      from: ['CHECK'],
      to: 'JOINT',
      ...OPERATOR_REVIEW,
      tone: 'primary',
      confirm: `确定审核通过并发布该${noun}吗？`,
      refusals: { JOINT: `该${noun}已发布`, CANCEL: `该${noun}已审核不通过` },
    },
    RETURN: {
      label: '审核不通过',
      from: ['CHECK'],
      to: 'CANCEL',
      ...OPERATOR_REVIEW,
      reason: 'required',
      tone: 'danger',
      refusals: { JOINT: `该${noun}已发布，如需下线请${offline}`, CANCEL: `该${noun}已审核不通过` },
    },
    // 下架 has no state of its own in SPEC §4: the record goes back to 待审核 with the reason, so
    // the owner may correct it and the operator publish it again (上架 is that approval).
    OFFLINE: {
      label: '下架',
      from: ['JOINT'],
      to: 'CHECK',
      ...OPERATOR_REVIEW,
      reason: 'required',
      tone: 'warning',
      refusals: { CHECK: `该${noun}未发布，无需下架`, CANCEL: `该${noun}未发布，无需下架` },
    },
  } as const satisfies Record<string, TransitionSpec<keyof typeof PUBLISH_STATUS>>;
}

/**
 * The frame of a kind of the publish family whose records wait in 待审核 when new and after any
 * edit, and are public once 已发布 (SPEC §4): spread into defineLifecycle beside its kind, edit
 * labels and transitions.
 */
export function publishFamilyFrame(noun: string) {
  return {
    noun,
    states: PUBLISH_STATUS,
    created: 'CHECK',
    published: ['JOINT'],
    edit: { from: ['CHECK', 'CANCEL', 'JOINT'], to: 'CHECK', locked: `该${noun}当前不能修改` },
  } as const satisfies Omit<Lifecycle<keyof typeof PUBLISH_STATUS>, 'kind' | 'transitions'>;
}

/** The standard review of the audit family (SPEC §4: TOAUDIT 待审核 → PASS 审核通过 / FAIL 审核不通过 / BACK 申请退回). */
export function auditFamilyReview(noun: string) {
  return {
    PASS: {
      label: '审核通过',
      from: ['TOAUDIT'],
      to: 'PASS',
      ...OPERATOR_REVIEW,
      tone: 'primary',
      confirm: `确定审核通过该${noun}吗？`,
      refusals: { PASS: `该${noun}已审核通过`, FAIL: `该${noun}已审核不通过`, BACK: `该${noun}已退回` },
    },
    FAIL: {
      label: '审核不通过',
      from: ['TOAUDIT'],
      to: 'FAIL',
      ...OPERATOR_REVIEW,
      reason: 'required',
      tone: 'danger',
      refusals: { PASS: `该${noun}已审核通过`, FAIL: `该${noun}已审核不通过`, BACK: `该${noun}已退回` },
    },
    BACK: {
      label: '退回修改',
      from: ['TOAUDIT'],
      to: 'BACK',
      ...OPERATOR_REVIEW,
      reason: 'required',
      tone: 'warning',
      refusals: { PASS: `该${noun}已审核通过`, FAIL: `该${noun}已审核不通过`, BACK: `该${noun}已退回` },
    },
    // 下架 of a passed record: back to the owner (申请退回) with the reason.
    OFFLINE: {
      label: '下架',
      from: ['PASS'],
      to: 'BACK',
      ...OPERATOR_REVIEW,
      reason: 'required',
      tone: 'warning',
      refusals: {
        TOAUDIT: `该${noun}未上架，无需下架`,
        FAIL: `该${noun}未上架，无需下架`,
        BACK: `该${noun}未上架，无需下架`,
      },
    },
  } as const satisfies Record<string, TransitionSpec<keyof typeof AUDIT_STATUS>>;
}

/** The states of a record the operators write and publish themselves: 草稿, 已发布, and taken offline. */
export type OperatorPublishedState = 'DRAFT' | 'PUBLISHED' | 'WITHDRAWN';

/**
 * The life of a record the operators write and publish themselves, with no review step (a rank
 * list, the park's activity): DRAFT → PUBLISHED, taken offline by `offline` (撤回, 下线) to WITHDRAWN
 * and published again; only a draft may be deleted. `say` completes the kind's confirmations and
 * names why a published or withdrawn record cannot be deleted.
 */
export function operatorPublishes(
  noun: string,
  offline: string,
  say: { afterPublish: string; afterOffline: string; deletePublished: string; deleteWithdrawn: string },
) {
  return {
    PUBLISH: {
      label: '发布',
      from: ['DRAFT', 'WITHDRAWN'],
      to: 'PUBLISHED',
      ...OPERATOR_REVIEW,
      tone: 'primary',
      confirm: `确定发布该${noun}吗？${say.afterPublish}`,
      refusals: { PUBLISHED: `该${noun}已发布` },
    },
    WITHDRAW: {
      label: offline,
      from: ['PUBLISHED'],
      to: 'WITHDRAWN',
      ...OPERATOR_REVIEW,
      tone: 'warning',
      confirm: `确定${offline}该${noun}吗？${say.afterOffline}`,
      refusals: { DRAFT: `该${noun}未发布，无需${offline}`, WITHDRAWN: `该${noun}已${offline}` },
    },
    DELETE: {
      label: '删除',
      from: ['DRAFT'],
      to: REMOVED,
      by: ['operator'],
      batch: true,
      tone: 'danger',
      confirm: `确定删除该${noun}吗？删除后不可恢复。`,
      refusals: { PUBLISHED: say.deletePublished, WITHDRAWN: say.deleteWithdrawn },
    },
  } as const satisfies Record<string, TransitionSpec<OperatorPublishedState>>;
}

export { AUDIT_STATUS, PUBLISH_STATUS };
