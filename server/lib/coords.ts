/** The coordinate helpers live in common/coords.ts: the web app converts a phone's position with them too. */
export * from '../../common/coords.js';
