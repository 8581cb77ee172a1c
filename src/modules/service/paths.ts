/** 科技服务's app paths (SPEC §2). */
export const OP_ORGS = '/op/serviceOrgManage';
export const OP_ORG_PATTERN = '/op/serviceUser/:id';
export const OP_PRODUCTS = '/op/serviceProManage';
export const OP_PRODUCT_EDIT = '/op/serviceProEdit';
export const OP_APPLIES = '/op/proApplyManage';
export const OP_APPLY_PATTERN = '/op/proApply/detail/:id';
export const MY_PRODUCTS = '/user/serviceInnovate';
export const PORTRAIT_PATTERN = '/user/serviceInnovatePortrait/:id';
export const MY_APPLIES = '/user/productApply';
export const ORG_PORTRAIT_PATTERN = '/user/orgPortrait/:id';

const at = (pattern: string, id: number) => pattern.replace(':id', String(id));
export const opOrgPath = (id: number) => at(OP_ORG_PATTERN, id);
export const opApplyPath = (id: number) => at(OP_APPLY_PATTERN, id);
export const portraitPath = (id: number) => at(PORTRAIT_PATTERN, id);
/** An enterprise's service portrait. */
export const orgPortraitPath = (id: number) => at(ORG_PORTRAIT_PATTERN, id);
export const opProductEditPath = (id?: number) => (id === undefined ? OP_PRODUCT_EDIT : `${OP_PRODUCT_EDIT}?id=${String(id)}`);
/** In-place screens of the personal centre (the spec has no routes of their own for them). */
export const myApplyPath = (id: number) => `${MY_APPLIES}?id=${String(id)}`;
export const BROWSE_PRODUCTS = `${MY_APPLIES}?browse=1`;
export const myProductEditPath = (id: number | 'new') => `${MY_PRODUCTS}?edit=${String(id)}`;
export const RECEIVED_APPLIES = `${MY_PRODUCTS}?view=applies`;
export const receivedApplyPath = (id: number) => `${MY_PRODUCTS}?view=applies&id=${String(id)}`;
export const MY_REQUIRES = '/user/serviceRequire';
export const OP_REQUIRES = '/op/serviceRequireManage';
export const OP_REQUIRE_PATTERN = '/op/serviceRequire/detail/:id';
export const opRequirePath = (id: number) => at(OP_REQUIRE_PATTERN, id);
export const myRequirePath = (id: number) => `${MY_REQUIRES}?id=${String(id)}`;
export const myRequireEditPath = (id: number | 'new') => `${MY_REQUIRES}?edit=${String(id)}`;
export const OP_PORTRAIT = '/op/service/portrait';
export const OP_STATIS = '/op/service/statis';
