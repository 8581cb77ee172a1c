import { pathTo } from '@/core/paths';

/** Paths of demand matching's screens (built with helpers, never concatenated in components). */
export const OP_AUDIT_PATTERN = '/op/cx/orgAuditMsg/:type/:id';
export const MY_AUDIT_PATTERN = '/user/orgAuditMsg/:type/:id';
export const OP_SHOWCASES = '/op/cx/orgFcManage';
export const MY_SHOWCASE = '/user/orgInfoManage';

/** An item's (type `item`) or a showcase's (type `fc`) review page. */
export const opAuditPath = (type: 'item' | 'fc', id: number) => pathTo(OP_AUDIT_PATTERN, { type, id });
export const myAuditPath = (type: 'item' | 'fc', id: number) => pathTo(MY_AUDIT_PATTERN, { type, id });
/** The owner's list in edit mode: `?edit=id`, or `?edit=new` for a new item. */
export const editIn = (listPath: string, id: number | 'new') => `${listPath}?edit=${String(id)}`;
export const publicDetailPath = (kind: string, id: number) =>
  kind === 'DEMAND'
    ? pathTo('/cx/demandDetail/:demandId', { demandId: id })
    : pathTo('/cx/productDetail/:type/:id', { type: kind.toLowerCase(), id });
export const CX_INDEX = '/cx/index';
export const orgPath = (orgid: number) => pathTo('/cx/detail/:orgid', { orgid });
export const SHOWCASE_WALL = '/cx/fc';
export const SENT_DOCKS = '/user/sendDockManage';
export const RECEIVED_DOCKS = '/user/receiveDockManage';
export const OP_DOCKS = '/op/cx/sendDockManage';
export const myDockPath = (id: number) => pathTo('/user/pddockDetail/:id', { id });
export const OP_SERVE_ORGS = '/op/cx/serveOrgManage';
export const OP_ORG_INFO = '/op/cx/orgInfoManage/:activeIndex/:orgid/:tab?';
