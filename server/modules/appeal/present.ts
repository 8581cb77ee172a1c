import {
  appealContract,
  type AppealDetail,
  type AppealEvent,
  type AppealListItem,
  type AppealPhoto,
} from '../../../common/appeal/contract.js';
import {
  APPEAL_ACTIONS,
  APPEAL_STATES,
  categoryLabel,
  isOverdue,
  type AppealAction,
  type AppealState,
} from '../../../common/appeal/rules.js';
import type { Attachment } from '../../db/schema.js';
import { fileItem } from '../../kit/attachments.js';
import type { EventRow } from './events-repo.js';
import type { AppealRow } from './repo.js';

/** Database rows → the answers of the API (camelCase, labels added, download addresses built). */

/** A photo is read through its appeal: whoever may see the appeal may see its photos. */
export const photoUrl = (appealId: number, attachmentId: number) =>
  appealContract.photo.url.replace(':id', String(appealId)).replace(':fileId', String(attachmentId));

/** When the park answered: the reply, or the closing / rejection when there was no reply. */
export function answeredAt(row: Pick<AppealRow, 'replied_at' | 'closed_at'>): string | null {
  return row.replied_at ?? row.closed_at;
}

export function listItem(row: AppealRow, now: number = Date.now()): AppealListItem {
  const answered = answeredAt(row);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    categoryLabel: categoryLabel(row.category),
    state: row.state,
    stateLabel: APPEAL_STATES[row.state],
    orgId: row.org_id,
    orgName: row.org_name,
    departmentId: row.department_id,
    departmentName: row.department_name ?? '',
    submitterName: row.submitter_name ?? '',
    onBehalf: row.on_behalf === 1,
    address: row.address,
    createdAt: row.created_at,
    dueAt: row.due_at,
    overdue: isOverdue({ state: row.state, dueAt: row.due_at }, now),
    late: answered !== null && answered > row.due_at,
    repliedAt: row.replied_at,
    closedAt: row.closed_at,
    rating: row.rating,
  };
}

export function eventItem(row: EventRow): AppealEvent {
  const action = row.action as AppealAction;
  return {
    id: row.id,
    action,
    actionLabel: APPEAL_ACTIONS[action] ?? row.action,
    from: row.state_from as AppealState | null,
    to: row.state_to as AppealState,
    content: row.content,
    departmentName: row.department_name ?? '',
    rating: row.rating,
    actorName: row.actor_name ?? '',
    byOperator: row.actor_operator === 1,
    createdAt: row.created_at,
  };
}

export const photoItem = (appealId: number, file: Attachment): AppealPhoto => fileItem(file, photoUrl(appealId, file.id));

export function detail(
  row: AppealRow,
  photos: Attachment[],
  events: EventRow[],
  canRate: boolean,
): AppealDetail {
  return {
    ...listItem(row),
    content: row.content,
    lng: row.lng,
    lat: row.lat,
    reply: row.reply,
    replierName: row.replier_name ?? '',
    ratingComment: row.rating_comment,
    reason: row.reason,
    photos: photos.map((file) => photoItem(row.id, file)),
    events: events.map(eventItem),
    canRate,
  };
}
