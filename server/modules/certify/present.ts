import { CATEGORY_LABELS, KIND_LABELS, type AuditEntry } from '../../../common/certify/contract.js';
import { AUDIT_STATUS } from '../../../common/status.js';
import type { Attachment, Org } from '../../db/schema.js';
import { maskIdcard } from '../../../common/idcard.js';
import type { Application, ApplicationWithApplicant } from './repo.js';
import { attachmentId } from './rules.js';

/** Database rows → the answers of the API (camelCase, labels added, ID numbers masked where required). */

const categoryOf = (value: string): 'ORG' | 'SERVICE' => (value === 'SERVICE' ? 'SERVICE' : 'ORG');

export function summary(row: Application) {
  const category = categoryOf(row.category);
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: KIND_LABELS[row.kind],
    status: row.status,
    statusLabel: AUDIT_STATUS[row.status],
    reason: row.reason,
    orgId: row.org_id,
    fullname: row.fullname,
    creditCode: row.credit_code,
    category,
    categoryLabel: CATEGORY_LABELS[category],
    userName: row.user_name,
    liceneUrl: row.licene_url,
    authUrl: row.auth_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    reviewedAt: row.reviewed_at,
  };
}

const OPERATOR_NAME = '园区运营人员';

/** The ID numbers of an application as every answer carries them: masked ('' when there is none). */
export function maskedIdcards(row: Pick<Application, 'legal_idcard' | 'idcard'>) {
  return {
    legalIdcard: row.legal_idcard ? maskIdcard(row.legal_idcard) : '',
    idcard: row.idcard ? maskIdcard(row.idcard) : '',
  };
}

/** The applicant's own view: ID numbers masked, and reviewers named by their role only. */
export function mineItem(row: Application, history: AuditEntry[], userId: number) {
  return {
    ...summary(row),
    ...maskedIdcards(row),
    history: history.map((entry) => (entry.actorId === userId ? entry : { ...entry, actorName: OPERATOR_NAME })),
  };
}

export function applicantOf(row: ApplicationWithApplicant) {
  return { id: row.user_id, name: row.applicant_name, phone: row.applicant_phone, orgId: row.applicant_org_id };
}

export const queueItem = (row: ApplicationWithApplicant) => ({ ...summary(row), applicant: applicantOf(row) });

export function orgBrief(org: Org, certifiedUsers: number) {
  return {
    id: org.id,
    fullname: org.fullname,
    simplename: org.simplename,
    creditCode: org.credit_code,
    orgtype: org.orgtype,
    category: org.category,
    address: org.address,
    legalPerson: org.legal_person,
    certifiedUsers,
  };
}

export const ATTACHMENT_FIELDS = [
  { field: 'liceneUrl', title: '营业执照', column: 'licene_url' },
  { field: 'authUrl', title: '授权书', column: 'auth_url' },
] as const;

function idOf(url: string): number | null {
  if (!url) return null;
  try {
    return attachmentId(url, '');
  } catch {
    return null;
  }
}

/** The attachment ids an application refers to. */
export function attachmentIdsOf(row: Application): number[] {
  return ATTACHMENT_FIELDS.flatMap(({ column }) => {
    const id = idOf(row[column]);
    return id === null ? [] : [id];
  });
}

/** Attachments since deleted are left out: the operator sees what can still be opened. */
export function attachmentRefs(row: Application, files: Attachment[]) {
  return ATTACHMENT_FIELDS.flatMap(({ field, title, column }) => {
    const id = idOf(row[column]);
    const file = files.find((f) => f.id === id);
    if (!file) return [];
    return [{ field, title, id: file.id, filename: file.filename, mime: file.mime, size: file.size, url: row[column] }];
  });
}
