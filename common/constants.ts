import { SPEC_STRINGS } from './spec-strings.js';

/** Business constants and limits of SPEC §9. Both sides import these; nothing here may change silently. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const ERROR_TOAST_MS = 3_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const ORG_SEARCH_PAGE_SIZE = 500;
export const DEFAULT_CODE_SEND_TYPE = 'regist';
export const DEFAULT_POST_LOGIN_ROUTE = '/index';
export const TOKEN_COOKIE = 'token';
/** The browser's note (localStorage) of when its token was issued: an old one is exchanged for a fresh one. */
export const TOKEN_ISSUED_AT_KEY = 'innoweb:token-issued-at';
export const REDIRECT_COOKIE = 'redirect';
export const UUID_COOKIE = 'uuid';
export const UUID_COOKIE_DEFAULT = 'ghost-uuid';
export const TENANT_CACHE_LIFETIME_MS = 18_000_000;
export const COOKIE_LIFETIME_DAYS = 1;
export const DEFAULT_EXPORT_FILE_NAME = SPEC_STRINGS.exportFileName;

/** The platform's fixed Chinese name: first part of every browser title. */
export const PLATFORM_NAME = '区域创新与园区运营平台';
/** Served under this base path (history mode). */
export const APP_BASE = '/innoweb/';

/** API base paths of SPEC §7. */
export const API_BASES = {
  parkboot: '/api/parkboot/',
  dpboot: '/api/dpboot/',
  gazelle: '/api/gazelle/',
  need: '/api/need/',
} as const;
export type ApiBase = keyof typeof API_BASES;

/** The operator roles of SPEC §6. */
export const OPERATOR_ROLES = ['管委会', '管理员'] as const;
export type OrgType = 'ORG' | 'SERVICE';
