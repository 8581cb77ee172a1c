/** The notice body's allow-list is the kit's rich text (server/kit/rich-text.ts), shared with in-app messages. */
export { plainText, sanitizeBody, type SanitizedBody } from '../../kit/rich-text.js';
