import {
  Type,
  type TArray,
  type TEnum,
  type TInteger,
  type TNull,
  type TObject,
  type TOptional,
  type TString,
} from 'typebox';
import { AuditEntry, Empty, Id, IdParams } from '../contract/atoms.js';
import type { Permission } from '../permissions.js';
import {
  batchActions,
  REASON_MAX,
  REMOVED,
  statesOf,
  type Lifecycle,
  type StateOf,
  type TransitionSpec,
} from './lifecycle.js';

/**
 * Contract helpers of the publish kit: an area declares its review endpoints in a few lines from
 * its lifecycle (lifecycle.ts), each one an ordinary endpoint of its contract —
 *
 *   publish: transitionEndpoint(NOTICE_LIFECYCLE, 'PUBLISH', { path: 'notice/publish/:id', permission: 'notice.manage', summary: '发布通知（运营）', message: '发布成功' }),
 *   counts: countsEndpoint(NOTICE_LIFECYCLE, { path: 'notice/manage/counts', permission: 'notice.manage', summary: '…' }),
 *   batch: batchEndpoint(NOTICE_LIFECYCLE, { path: 'notice/manage/batch', permission: 'notice.manage', summary: '…' }),
 *   history: historyEndpoint(NOTICE_LIFECYCLE, { path: 'notice/manage/history/:id', permission: 'notice.manage', summary: '…' }),
 *
 * and server/kit/publish/serve.ts gives their handlers. The screens make their resources from them
 * as from any endpoint (src/ui/publish).
 */

/** Who calls: operators holding the permission, or any signed-in user (the owner's own endpoints). */
type Caller = { permission: Permission } | { access: 'login' };
type AccessOf<C extends Caller> = C extends { permission: Permission }
  ? { access: 'operator'; permission: C['permission'] }
  : { access: 'login'; permission?: never };

interface Described {
  path: string;
  summary: string;
  description?: string;
}

function accessOf<C extends Caller>(caller: C): AccessOf<C> {
  return (
    'permission' in caller ? { access: 'operator', permission: caller.permission } : { access: 'login' }
  ) as AccessOf<C>;
}

/** A read's head: GET, where, what, who. */
const readOf = <C extends Caller>(spec: Described & C) => ({
  method: 'GET' as const,
  path: spec.path,
  summary: spec.summary,
  ...(spec.description ? { description: spec.description } : {}),
  ...accessOf<C>(spec),
});

const ReasonText = (required: boolean) =>
  Type.String({ title: '审核意见', ...(required ? { minLength: 1 } : {}), maxLength: REASON_MAX });

type ReasonBody<R> = R extends 'required'
  ? TObject<{ reason: TString }>
  : R extends 'optional'
    ? TObject<{ reason: TOptional<TString> }>
    : undefined;

type StateSchema<S extends string> = TEnum<S[]>;
export type ChangedSchema<S extends string> = TObject<{ id: TInteger; status: StateSchema<S> }>;

const stateSchema = <S extends string>(lifecycle: Lifecycle<S>): StateSchema<S> =>
  Type.Enum(statesOf(lifecycle), {
    description: statesOf(lifecycle)
      .map((s) => `${s} ${lifecycle.states[s]}`)
      .join(' / '),
  });

const changedSchema = <S extends string>(lifecycle: Lifecycle<S>): ChangedSchema<S> =>
  Type.Object({ id: Type.Integer(), status: stateSchema(lifecycle) });

/**
 * One transition of one record: POST `path` (with `:id`; DELETE for a transition that deletes),
 * the reason in the body when the lifecycle asks for one; the answer is the record's new state
 * (null once deleted).
 */
export function transitionEndpoint<
  L extends Lifecycle,
  const K extends keyof L['transitions'] & string,
  const C extends Caller,
>(lifecycle: L, action: K, spec: Described & C & { message: string }) {
  type T = L['transitions'][K];
  const t = lifecycle.transitions[action] as TransitionSpec<string>;
  const removes = t.to === REMOVED;
  const body = (
    t.reason
      ? Type.Object({ reason: t.reason === 'required' ? ReasonText(true) : Type.Optional(ReasonText(false)) })
      : undefined
  ) as ReasonBody<T['reason']>;
  const states = lifecycle.states as Record<string, string>;
  return {
    method: (removes ? 'DELETE' : 'POST') as T['to'] extends typeof REMOVED ? 'DELETE' : 'POST',
    path: spec.path,
    summary: spec.summary,
    description:
      spec.description ??
      `${t.from.map((s) => states[s]).join('、')} → ${removes ? '删除' : String(states[t.to])}`,
    ...accessOf<C>(spec),
    params: IdParams,
    body,
    answer: (removes ? Empty : changedSchema(lifecycle)) as T['to'] extends typeof REMOVED
      ? TNull
      : ChangedSchema<StateOf<L>>,
    message: spec.message,
  };
}

/** How many records are in each state, and in all: the tabs and the to-dos. */
export function countsEndpoint<S extends string, const C extends Caller>(
  lifecycle: Lifecycle<S>,
  spec: Described & C & { dataScope?: { by: string } },
) {
  const fields = Object.fromEntries([...statesOf(lifecycle), 'total'].map((s) => [s, Type.Integer()]));
  return {
    ...readOf(spec),
    // The tabs count what the list shows: the same data scope as the kind's review list.
    ...(spec.dataScope ? { dataScope: spec.dataScope } : {}),
    answer: Type.Object(fields) as TObject<Record<S | 'total', TInteger>>,
  };
}

/** The most records one batch names (server/kit/publish/transition.ts BATCH_MAX). */
export const BATCH_IDS_MAX = 100;

/** A batch review: one transition on many records with one reason, all or none. */
export function batchEndpoint<S extends string, A extends string, const C extends Caller>(
  lifecycle: Lifecycle<S, A>,
  spec: Described & C,
) {
  return {
    method: 'POST' as const,
    path: spec.path,
    summary: spec.summary,
    description:
      spec.description ??
      '选中的记录全部符合条件时一并处理；任一不符合则都不处理，并列出不能处理的记录及原因。',
    ...accessOf<C>(spec),
    body: Type.Object({
      action: Type.Enum(batchActions(lifecycle), { title: '操作' }) as TEnum<A[]>,
      ids: Type.Array(Id(), { title: '所选记录', minItems: 1, maxItems: BATCH_IDS_MAX }) as TArray<TInteger>,
      reason: Type.Optional(ReasonText(false)),
    }),
    answer: Type.Array(changedSchema(lifecycle)),
    message: '操作成功',
  };
}

/** A record's history, oldest step first: who, when, from which state to which, why. */
export function historyEndpoint<const C extends Caller>(spec: Described & C) {
  return { ...readOf(spec), params: IdParams, answer: Type.Array(AuditEntry) };
}

export { REMOVED };
