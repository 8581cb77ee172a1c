import type { AuditStatus } from '@common/status';
import { pathTo } from '@/core/paths';
import type { Kind } from './api';

/** Paths of the review screens (DESIGN §2: built with helpers, never concatenated in components). */

export const QUEUE_PATTERNS: Record<Kind, string> = { ORG: '/op/orgAudit/:status?', RELATE: '/op/orgRelate/:status?' };
export const DETAIL_PATTERN = '/op/orgAuditDetail/:type/:id';

/** The queue of a kind, on a status tab ('' = 全部). */
export const queuePath = (kind: Kind, status: AuditStatus | '' = '') => pathTo(QUEUE_PATTERNS[kind], { status });

export const detailPath = (kind: Kind, id: number) => pathTo(DETAIL_PATTERN, { type: kind, id });

export const OP_INDEX = '/op/index';
