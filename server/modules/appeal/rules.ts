import { APPEAL_LIMITS, APPEAL_STATES, categoryOf, type AppealState } from '../../../common/appeal/rules.js';
import { BizError } from '../../lib/errors.js';

/**
 * Input rules of appeals the schemas cannot express (the multipart form has no schema; trimmed
 * lengths). Each returns the normalised value that is stored, or throws the message the user sees.
 */

const length = (value: string) => [...value].length;

/** One line: inner runs of whitespace collapse to one space. */
export function line(value: string | undefined, title: string, min: number, max: number): string {
  const trimmed = (value ?? '').replace(/\s+/g, ' ').trim();
  return checked(trimmed, title, min, max);
}

/** Several lines: line breaks are kept (at most two in a row), spaces at the ends of lines dropped. */
export function paragraph(value: string | undefined, title: string, min: number, max: number): string {
  const trimmed = (value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u3000]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return checked(trimmed, title, min, max);
}

function checked(trimmed: string, title: string, min: number, max: number): string {
  if (trimmed.length === 0 && min > 0) throw new BizError(`请填写${title}`);
  if (length(trimmed) < min) throw new BizError(`${title}不能少于${min}个字符`);
  if (length(trimmed) > max) throw new BizError(`${title}不能超过${max}个字符`);
  return trimmed;
}

export interface SubmitFields {
  category: string;
  title: string;
  content: string;
  address: string;
  lng: number | null;
  lat: number | null;
  /** Only when an operator files for an enterprise. */
  orgId: number | null;
}

function coordinate(raw: string | undefined, title: string, limit: number): number | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new BizError(`${title}格式不正确`);
  return Math.round(value * 1e6) / 1e6;
}

/** The text fields of POST appeal/submit, checked and normalised. */
export function submitFields(fields: ReadonlyMap<string, string>, operator: boolean): SubmitFields {
  const category = fields.get('category')?.trim() ?? '';
  if (category === '') throw new BizError('请选择诉求类别');
  if (!categoryOf(category)) throw new BizError('诉求类别的取值无效');
  const title = line(fields.get('title'), '诉求标题', APPEAL_LIMITS.titleMin, APPEAL_LIMITS.titleMax);
  const content = paragraph(
    fields.get('content'),
    '诉求内容',
    APPEAL_LIMITS.contentMin,
    APPEAL_LIMITS.contentMax,
  );
  const address = line(fields.get('address'), '地址', 0, APPEAL_LIMITS.addressMax);
  const lng = coordinate(fields.get('lng'), '经度', 180);
  const lat = coordinate(fields.get('lat'), '纬度', 90);
  if ((lng === null) !== (lat === null)) throw new BizError('位置信息不完整：经度和纬度须同时提供');
  let orgId: number | null = null;
  if (operator) {
    const raw = fields.get('orgId')?.trim() ?? '';
    if (raw === '') throw new BizError('请选择诉求企业');
    if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new BizError('诉求企业的取值无效');
    orgId = Number(raw);
  }
  return { category, title, content, address, lng, lat, orgId };
}

export const noteText = (value: string, title: string) =>
  paragraph(value, title, APPEAL_LIMITS.noteMin, APPEAL_LIMITS.noteMax);
export const replyText = (value: string) =>
  paragraph(value, '答复内容', APPEAL_LIMITS.replyMin, APPEAL_LIMITS.replyMax);
export const commentText = (value: string | undefined) =>
  paragraph(value, '评价说明', 0, APPEAL_LIMITS.commentMax);

/** What the state machine allows: the states an action starts from. */
export const ALLOWED_FROM = {
  ASSIGN: ['SUBMITTED'],
  REASSIGN: ['ASSIGNED'],
  PROGRESS: ['ASSIGNED'],
  REPLY: ['ASSIGNED'],
  CLOSE: ['ASSIGNED', 'REPLIED'],
  REJECT: ['SUBMITTED'],
  RATE: ['REPLIED'],
} as const satisfies Record<string, readonly AppealState[]>;

/** Why an action does not apply in this state, naming the state it is in (refused as a conflict). */
export const wrongState = (state: AppealState, verb: string) => `该诉求当前为“${APPEAL_STATES[state]}”，不能${verb}`;

/** The states of the operators' `states` filter; unknown names are refused. */
export function statesFilter(raw: string | undefined): AppealState[] {
  const names = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) if (!Object.hasOwn(APPEAL_STATES, name)) throw new BizError('办理状态的取值无效');
  return [...new Set(names)] as AppealState[];
}

/** The Idempotency-Key of an outbox request: a uuid or similar opaque text. */
export function idempotencyKey(raw: string | string[] | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const key = raw.trim();
  return /^[A-Za-z0-9_-]{8,64}$/.test(key) ? key : null;
}
