import { Dialog } from 'antd-mobile';
import { quoted } from '@common/quoted';
import {
  actionsOf,
  availableActions,
  editable,
  REMOVED,
  stateAfterEdit,
  statesOf,
  type Actor,
  type Lifecycle,
  type TransitionSpec,
} from '@common/publish/lifecycle';
import type { StatusColor } from '../status';

/**
 * What the publish screens read from a lifecycle (common/<area>/lifecycle.ts): the tabs, a
 * state's colour, the buttons a record in a state offers, and what each asks first. Nothing here
 * names a state: a new kind's screens follow its table.
 */

export interface TabOption {
  label: string;
  value: string;
}

/** 全部 first, then every state in the lifecycle's order. */
export const stateTabs = (lifecycle: Lifecycle): TabOption[] => [
  { label: '全部', value: '' },
  ...statesOf(lifecycle).map((s) => ({ label: lifecycle.states[s] ?? s, value: s })),
];

/** The counts endpoint's answer as ListPage's tab counts: '' is the total. */
export function tabCounts(counts: Readonly<Record<string, number>> | undefined): Record<string, number> | undefined {
  if (!counts) return undefined;
  const { total, ...states } = counts;
  return { '': total ?? 0, ...states };
}

const spec = (lifecycle: Lifecycle, action: string) => lifecycle.transitions[action] as TransitionSpec<string>;

/**
 * A state's colour, from what leads to it: published → success; reached by a danger step
 * (审核不通过) → danger; reached by a warning step (撤回, 下架) or waiting for a reasoned decision
 * (待审核) → warning; otherwise (草稿) default.
 */
export function stateColor(lifecycle: Lifecycle, state: string): StatusColor {
  if (lifecycle.published.includes(state)) return 'success';
  const steps = actionsOf(lifecycle).map((a) => spec(lifecycle, a));
  if (steps.some((t) => t.to === state && t.tone === 'danger')) return 'danger';
  if (steps.some((t) => t.to === state && t.tone === 'warning')) return 'warning';
  if (steps.some((t) => t.reason === 'required' && t.to !== REMOVED && t.from.includes(state))) return 'warning';
  return 'default';
}

/** The buttons of a record: its transitions for this actor; an edit first when the rule allows it. */
export function rowActions(lifecycle: Lifecycle, status: string, actor: Actor): { edit: boolean; actions: string[] } {
  return { edit: editable(lifecycle, status), actions: availableActions(lifecycle, status, actor) };
}

/**
 * What editing a published record does to it, asked before the form opens: the edit rule takes it
 * off the public side and back to review (null when the edit keeps its state, or it is not public).
 */
export function editNotice(lifecycle: Lifecycle, status: string): string | null {
  const after = stateAfterEdit(lifecycle, status);
  if (after === status || !lifecycle.published.includes(status)) return null;
  return `修改后该${lifecycle.noun}将变为${quoted(lifecycle.states[after] ?? after)}，审核通过前不再公开。确定修改吗？`;
}

/** The edit button of a detail: 修改后重新提交 when the edit sends the record back to review. */
export const editLabel = (lifecycle: Lifecycle, status: string): string =>
  stateAfterEdit(lifecycle, status) === status ? '修改' : '修改后重新提交';

/** A transition's dialog: its title (撤回通知), its question and its button (the step's label). */
export function transitionDialog(lifecycle: Lifecycle, action: string, title?: string) {
  const t = spec(lifecycle, action);
  const name = title ? quoted(title) : `该${lifecycle.noun}`;
  return {
    title: `${t.label}${lifecycle.noun}`,
    content: t.confirm ?? `确定${t.label}${name}吗？`,
    confirmText: t.label,
  };
}

/** Asks a step's question (a form's 保存并发布 asks it too); true when the person confirmed. */
export const confirmTransition = (lifecycle: Lifecycle, action: string, title?: string): Promise<boolean> =>
  Dialog.confirm({ ...transitionDialog(lifecycle, action, title), cancelText: '取消' });

/** Whether a step deletes the record. */
export const removes = (lifecycle: Lifecycle, action: string): boolean => spec(lifecycle, action).to === REMOVED;

/** What the records a step applies to are called: the one state's label, else 未发布 / 已发布. */
function qualifier(lifecycle: Lifecycle, t: TransitionSpec<string>): string {
  if (t.from.length === 1) return lifecycle.states[t.from[0]!] ?? '';
  if (t.from.every((s) => !lifecycle.published.includes(s))) return '未发布';
  if (t.from.every((s) => lifecycle.published.includes(s))) return '已发布';
  return '';
}

/**
 * The batch question: 确定删除选中的 2 条未发布通知吗？ followed by what the single step warns of
 * (删除后不可恢复。), from its `confirm` after the question.
 */
export function batchQuestion(lifecycle: Lifecycle, action: string, count: number): string {
  const t = spec(lifecycle, action);
  const warning = t.confirm?.includes('？') ? t.confirm.slice(t.confirm.indexOf('？') + 1) : '';
  return `确定${t.label}选中的 ${String(count)} 条${qualifier(lifecycle, t)}${lifecycle.noun}吗？${warning}`;
}

/** Whether a transition asks for a reason, and whether it must be given. */
export const reasonOf = (lifecycle: Lifecycle, action: string) => spec(lifecycle, action).reason;
export const labelOf = (lifecycle: Lifecycle, action: string) => spec(lifecycle, action).label;
export const toneOf = (lifecycle: Lifecycle, action: string) => spec(lifecycle, action).tone ?? 'default';
export const appliesTo = (lifecycle: Lifecycle, action: string, status: string) => spec(lifecycle, action).from.includes(status);
