import { BizError } from '../../lib/errors.js';
import { creditCodeProblem, normalizeCreditCode } from '../../../common/credit-code.js';
import { idcardProblem, normalizeIdcard } from '../../../common/idcard.js';
import { CERTIFY_LIMITS, type ReviewAction } from '../../../common/certify/contract.js';
import { MAX_ID } from '../../../common/contract/atoms.js';

/**
 * Input rules the schemas cannot express: check characters, trimmed lengths and attachment
 * addresses. Each returns the normalised value that is stored, or throws the message the user sees.
 */

/** Inner runs of whitespace collapse to one space; the length is checked again after trimming. */
export function text(value: string, title: string, min: number, max: number): string {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (trimmed.length === 0) throw new BizError(`请填写${title}`);
  if ([...trimmed].length < min) throw new BizError(`${title}不能少于${min}个字符`);
  if ([...trimmed].length > max) throw new BizError(`${title}不能超过${max}个字符`);
  return trimmed;
}

/** The same messages the certification form shows for a typo (common/credit-code.ts). */
export function creditCode(value: string): string {
  const code = normalizeCreditCode(value);
  const problem = creditCodeProblem(code);
  if (problem) throw new BizError(problem);
  return code;
}

export function idcard(value: string, title: string): string {
  const id = normalizeIdcard(value);
  const problem = idcardProblem(id, title);
  if (problem) throw new BizError(problem);
  return id;
}

/**
 * The attachment id in a download address as the upload answer gives it. The client may have
 * prefixed its origin or kept a query string (sysid); neither changes which file is meant.
 */
const DOWNLOAD_URL = /^(?:https?:\/\/[^/?#\s]+)?\/api\/dpboot\/attach\/download\/(\d{1,10})(?:[?#]\S*)?$/;

export function attachmentId(value: string, title: string): number {
  const match = DOWNLOAD_URL.exec(value.trim());
  const id = match?.[1] ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new BizError(`${title}附件无效，请重新上传`);
  return id;
}

/** The form stored, whatever form was sent: the same address the attachment module hands out. */
export const attachmentUrl = (id: number) => `/api/dpboot/attach/download/${id}`;

/** FAIL and BACK must tell the applicant why. */
export function reviewReason(action: ReviewAction, reason: string | undefined): string {
  const trimmed = (reason ?? '').trim();
  if (action !== 'PASS' && [...trimmed].length < CERTIFY_LIMITS.reasonMin) throw new BizError('请填写审核意见');
  return trimmed;
}
