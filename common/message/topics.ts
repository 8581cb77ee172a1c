import { AREAS } from '../areas.js';
import { collect } from '../contract/area.js';

/**
 * Which workflow raised a notification, with the label the recipient sees: each area declares the
 * topics of its workflows (`topics` in common/<area>/area.ts), collected here.
 */
export const NOTICE_TOPICS = collect(AREAS, 'topics');
export type NoticeTopic = keyof typeof NOTICE_TOPICS;
