import { AUDIENCE_KINDS, describeAudience, type Audience } from '../../../common/audience/contract.js';
import { MESSAGE_STATUS_LABELS, NOTICE_TOPICS, type NoticeTopic } from '../../../common/message/contract.js';
import type { Attachment } from '../../db/schema.js';
import { fileItem } from '../../kit/attachments.js';
import type { MessageRow } from './repo.js';

/** Database rows → the answers of the API. */

/** The stored choice, or null when it is missing or not one (never trusted blindly). */
export function audienceOf(json: string | null): Audience | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<Audience>;
    if (!value.kind || !(AUDIENCE_KINDS as readonly string[]).includes(value.kind)) return null;
    return {
      kind: value.kind,
      ...(Array.isArray(value.names) ? { names: value.names.filter((n): n is string => typeof n === 'string') } : {}),
      ...(Array.isArray(value.ids) ? { ids: value.ids.filter((n): n is number => Number.isInteger(n)) } : {}),
    };
  } catch {
    return null;
  }
}

export function sentItem(row: MessageRow) {
  const audience = audienceOf(row.audience);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    status: row.status,
    statusLabel: MESSAGE_STATUS_LABELS[row.status],
    audience,
    audienceText: audience ? describeAudience(audience) : '未选择',
    recipients: row.recipient_count,
    readCount: row.read_count,
    senderName: row.sender_name ?? '',
    sentAt: row.sent_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const topicLabel = (topic: string) => (topic in NOTICE_TOPICS ? NOTICE_TOPICS[topic as NoticeTopic] : '');

export interface InboxRow {
  id: number;
  kind: 'MESSAGE' | 'NOTICE';
  topic: string;
  title: string;
  summary: string;
  link: string | null;
  read_at: string | null;
  delivered_at: string;
}

export function myItem(row: InboxRow) {
  return {
    id: Number(row.id),
    kind: row.kind,
    topic: topicLabel(row.topic),
    title: row.title,
    summary: row.summary,
    link: row.link,
    read: row.read_at !== null,
    readAt: row.read_at,
    deliveredAt: row.delivered_at,
  };
}

export const fileOf = (file: Attachment) => fileItem(file);

export const maskPhone = (phone: string) => (phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);
