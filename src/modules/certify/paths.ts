/** Paths this module links to (DESIGN §2: built with helpers, never concatenated in components). */
export const USER_INDEX = '/user/index';
export const ORG_CERTIFY = '/regist/org';
export const orgRelatePath = (orgId: number) => `/regist/orgRelate/${orgId}`;

/** Opened with this router state, /regist/org leads with the search for an organisation to link to. */
export const RELATE_INTENT = { intent: 'relate' } as const;
export const isRelateIntent = (state: unknown) => (state as { intent?: unknown } | null)?.intent === 'relate';
