/** Paths the personal centre links to (DESIGN §2: built with helpers, never concatenated in components). */
export const USER_INDEX = '/user/index';
export const USER_EDIT = '/user/edit';
export const USER_CERTIFICATION = '/user/certification';
export const ORG_CERTIFY = '/regist/org';
export const orgRelatePath = (orgId: number) => `/regist/orgRelate/${orgId}`;
