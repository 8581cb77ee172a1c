import { POLICY_LEVELS, POLICY_STATES, POLICY_VALIDITY, validityOf } from '../../../common/policy.js';
import type { HotPolicy, PolicyDetail, PolicyFile, PolicyListItem } from '../../../common/policy/library/contract.js';
import type { Attachment } from '../../db/schema.js';
import type { Policy } from './tables.js';
import { industryList } from './rules.js';

/** Database rows → the answers of the policy library. */

export const downloadUrl = (attachmentId: number) => `/api/dpboot/attach/download/${attachmentId}`;

/** The columns a list item shows: a list page reads these, not the policy's long texts. */
export const LIST_COLUMNS = [
  'id',
  'title',
  'doc_no',
  'issuer',
  'level',
  'industries',
  'summary',
  'publish_date',
  'start_date',
  'end_date',
  'state',
  'reason',
  'max_award',
  'item_count',
  'auto_grant',
  'view_count',
  'updated_at',
] as const satisfies readonly (keyof Policy)[];
export type PolicyListRow = Pick<Policy, (typeof LIST_COLUMNS)[number]>;

export function listItem(row: PolicyListRow, today: string): PolicyListItem {
  const validity = validityOf(row.start_date, row.end_date, today);
  return {
    id: row.id,
    title: row.title,
    docNo: row.doc_no,
    issuer: row.issuer,
    level: row.level,
    levelLabel: POLICY_LEVELS[row.level],
    industries: industryList(row.industries),
    summary: row.summary,
    publishDate: row.publish_date,
    startDate: row.start_date,
    endDate: row.end_date,
    validity,
    validityLabel: POLICY_VALIDITY[validity],
    state: row.state,
    stateLabel: POLICY_STATES[row.state],
    reason: row.reason,
    maxAward: Number(row.max_award),
    itemCount: row.item_count,
    autoGrant: row.auto_grant === 1,
    viewCount: row.view_count,
    updatedAt: row.updated_at,
  };
}

export function fileItem(file: Pick<Attachment, 'id' | 'filename' | 'mime' | 'size'>): PolicyFile {
  return {
    id: file.id,
    filename: file.filename,
    mime: file.mime,
    size: Number(file.size),
    url: downloadUrl(file.id),
  };
}

export function detail(row: Policy, files: PolicyFile[], today: string): PolicyDetail {
  return {
    ...listItem(row, today),
    eligible: row.eligible,
    content: row.content,
    applyMethod: row.apply_method,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    sourceUrl: row.source_url,
    attachments: files,
    matchCount: row.match_count,
    createdAt: row.created_at,
  };
}

export function hotItem(row: Policy): HotPolicy {
  return {
    id: row.id,
    title: row.title,
    issuer: row.issuer,
    level: row.level,
    levelLabel: POLICY_LEVELS[row.level],
    endDate: row.end_date,
    maxAward: Number(row.max_award),
    autoGrant: row.auto_grant === 1,
    viewCount: row.view_count,
    matchCount: row.match_count,
    heat: row.view_count + 3 * row.match_count,
  };
}
