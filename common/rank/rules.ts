import { quoted } from '../quoted.js';

/**
 * The rules of a rank list (榜单) that both sides apply: the form checks them before it sends, the
 * server again before it stores or publishes. Each problem is the message the operator reads.
 */

export const RANK_STATUSES = ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] as const;
export type RankStatus = (typeof RANK_STATUSES)[number];

export const RANK_STATUS_LABELS: Readonly<Record<RankStatus, string>> = {
  DRAFT: '草稿',
  PUBLISHED: '已发布',
  WITHDRAWN: '已撤回',
};

export const RANK_LIMITS = {
  titleMin: 2,
  titleMax: 40,
  periodMax: 20,
  descriptionMax: 500,
  labelMax: 10,
  unitMax: 10,
  noteMax: 50,
  /** 纳税百强 is the longest list parks publish. */
  maxEntries: 100,
  figureMax: 1_000_000_000,
  /** How many entries the portal's summary of a list shows. */
  topEntries: 5,
} as const;

export interface RankFormInput {
  title: string;
  period: string;
  description?: string | undefined;
  figureLabel?: string | undefined;
  figureUnit?: string | undefined;
  entries: readonly { orgId: number; orgName?: string | undefined; figure?: number | null | undefined; note?: string | undefined }[];
}

/** Which form field a problem belongs to (`entries` for the list of enterprises). */
export type RankField = 'title' | 'period' | 'description' | 'figureLabel' | 'figureUnit' | 'entries';

export interface RankProblem {
  field: RankField;
  message: string;
}

const L = RANK_LIMITS;

/** Inner runs of whitespace collapse to one space, the ends are trimmed: what is stored. */
export const tidy = (value: string | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

const length = (value: string) => [...value].length;

/** The first problem of a form, or null. `publishing`: it is about to be published (needs an entry). */
export function rankProblem(form: RankFormInput, publishing = false): RankProblem | null {
  const title = tidy(form.title);
  if (title === '') return { field: 'title', message: '请填写榜单名称' };
  if (length(title) < L.titleMin) return { field: 'title', message: `榜单名称不能少于${String(L.titleMin)}个字` };
  if (length(title) > L.titleMax) return { field: 'title', message: `榜单名称不能超过${String(L.titleMax)}个字` };
  const period = tidy(form.period);
  if (period === '') return { field: 'period', message: '请填写期间，如 2025年度' };
  if (length(period) > L.periodMax) return { field: 'period', message: `期间不能超过${String(L.periodMax)}个字` };
  if (length(tidy(form.description)) > L.descriptionMax)
    return { field: 'description', message: `说明不能超过${String(L.descriptionMax)}个字` };
  const label = tidy(form.figureLabel);
  if (length(label) > L.labelMax) return { field: 'figureLabel', message: `数值名称不能超过${String(L.labelMax)}个字` };
  if (length(tidy(form.figureUnit)) > L.unitMax) return { field: 'figureUnit', message: `数值单位不能超过${String(L.unitMax)}个字` };

  if (form.entries.length > L.maxEntries) return { field: 'entries', message: `一个榜单最多${String(L.maxEntries)}家企业` };
  const seen = new Map<number, number>();
  for (const [index, entry] of form.entries.entries()) {
    const earlier = seen.get(entry.orgId);
    const name = entry.orgName ? quoted(entry.orgName) : `第${String(index + 1)}名的企业`;
    if (earlier !== undefined)
      return { field: 'entries', message: `${name}重复上榜（第${String(earlier + 1)}名和第${String(index + 1)}名），同一企业只能上榜一次` };
    seen.set(entry.orgId, index);
    const figure = entry.figure;
    if (figure !== null && figure !== undefined) {
      if (!Number.isFinite(figure) || figure < 0) return { field: 'entries', message: `第${String(index + 1)}名的数值不能为负数` };
      if (figure > L.figureMax) return { field: 'entries', message: `第${String(index + 1)}名的数值过大` };
      if (label === '') return { field: 'figureLabel', message: '名单中填写了数值，请填写数值名称，如 纳税额' };
    }
    if (length(tidy(entry.note)) > L.noteMax)
      return { field: 'entries', message: `第${String(index + 1)}名的备注不能超过${String(L.noteMax)}个字` };
  }
  if (publishing && form.entries.length === 0) return { field: 'entries', message: NO_ENTRIES };
  return null;
}

/** Why an empty list cannot be published. */
export const NO_ENTRIES = '榜单至少需要一家上榜企业才能发布';

/** Why a published list cannot be saved. */
export const PUBLISHED_LOCKED = '已发布的榜单不能直接修改，请先撤回';

/**
 * Moves the entry at `from` one place up (-1) or down (+1); the same array when it cannot move.
 * The rank of every entry is its place in the array.
 */
export function moveEntry<T>(entries: readonly T[], from: number, by: -1 | 1): readonly T[] {
  const to = from + by;
  if (from < 0 || from >= entries.length || to < 0 || to >= entries.length) return entries;
  const next = [...entries];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}
