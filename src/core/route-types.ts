import type { Permission } from '@common/permissions';
import type { ComponentType } from 'react';

/** Who may open a route (SPEC §6): anyone, a logged-in user, or an operator. */
export type Access = 'public' | 'login' | 'operator';

/**
 * The frame a screen sits in: `plain` (the screen brings its own bar, a PageFrame), `tabs` (a tab
 * root: the bottom TabBar), `op` (the operations centre: from 1024 px a side menu, a top bar and
 * breadcrumbs). A route never names `tabs`: its `nav: 'tab'` puts it there (core/nav.ts `frameOf`).
 */
export type Layout = 'plain' | 'tabs' | 'op';

/**
 * A screen's place in navigation (core/nav.ts, src/ui/README.md "Navigation"): `tab` (a tab root:
 * tab bar, no back arrow), `root` (no back arrow, no tab bar: the workbench), `menu` (an
 * operations-menu entry: no back arrow beside the side menu, one on a phone), `stack` (a back
 * arrow, no tab bar). Unsaid: `menu` for menu entries, else `stack`.
 */
export type Nav = 'tab' | 'root' | 'menu' | 'stack';

/** One screen of the app, as data: the registry drives router, titles, guards, menus and coverage. */
export interface RouteEntry {
  /** Path under the /innoweb/ base, in react-router syntax (`:id`, `:status?`). */
  path: string;
  /** Chinese page title; the browser title is platform name + this + tenant name. */
  title: string;
  access: Access;
  /** Module name recorded with page views. */
  module: string;
  layout?: Exclude<Layout, 'tabs'>;
  nav?: Nav;
  /**
   * An operator screen's permission (common/permissions.ts): the one its main read needs. Without
   * it the screen is out of the user's menu and its path answers /403. Unsaid only on the workbench.
   */
  permission?: Permission;
  /** Operations-centre menu placement: one of OP_MENU_GROUPS; routes with parameters stay out of menus. */
  menu?: { group: OpMenuGroup; order?: number };
  /**
   * An operations screen outside the menu: the path pattern of the menu entry it is opened under
   * (the breadcrumbs show that entry), or one per value of a path parameter (`{ param: 'type',
   * paths: { ORG: '/op/orgAudit/:status?', … } }`). Unsaid: the menu entry whose link starts the
   * screen's path (`/op/notice/add` under `/op/notice`), see core/op-breadcrumbs.ts.
   */
  parent?: RouteParent;
  load: () => Promise<{ default: ComponentType }>;
  /** How the route-coverage test opens this route when its path has parameters (see RouteSample). */
  sample?: RouteSample;
}

/** The menu entry an operations screen is opened under: its path pattern, or one per parameter value. */
export type RouteParent = string | { param: string; paths: { readonly [value: string]: string } };

/** A value a sample compares an item's field with, or fills a path parameter with. */
export type SampleValue = string | number | boolean | null;
/** A JSON body for a POST list endpoint. */
export type SampleJson = SampleValue | readonly SampleJson[] | { readonly [key: string]: SampleJson };

/**
 * How the end-to-end route-coverage test (tests/e2e/route-coverage.spec.ts) opens a route whose
 * path has required parameters, as plain data: route files are in the first-load bundle, so a
 * sample holds no functions and imports nothing. The test calls the API signed as the route's
 * visitor (anonymous, the ORG user, the administrator) and builds the URL like this:
 *
 * - with `list`, it takes the first item of that list endpoint's `list` that passes `where`, and
 *   fills each path parameter with the item's field named in `fields` (`id` by default); no such
 *   item fails the test;
 * - a parameter in `params` takes that fixed value instead (no list is needed if all are fixed);
 * - `query` is added to the URL as it is.
 *
 * Examples: `{ list: '/api/dpboot/notice/list?size=1&sysid=1' }`;
 * `{ list: '/api/dpboot/certify/applications?size=1&sysid=1', fields: { type: 'kind' } }`;
 * `{ params: { id: 1 }, query: '?bucket=MATCHED' }`.
 */
export interface RouteSample {
  /** A list endpoint, e.g. `/api/dpboot/notice/list?size=1&sysid=1`: its answer's `data.list` holds the items. */
  list?: `/api/${string}`;
  /** Sent as JSON in a POST to `list`; without it `list` is read with a GET. */
  body?: { readonly [key: string]: SampleJson };
  /**
   * Conditions on the item, by field path (`mine.state`): its value must be one of those listed.
   * A field that is missing, or under a missing or null object, reads as null.
   */
  where?: { readonly [fieldPath: string]: readonly SampleValue[] };
  /** Path parameter → the item's field path filling it, for parameters not filled from `id`. */
  fields?: { readonly [param: string]: string };
  /** Path parameter → a fixed value. */
  params?: { readonly [param: string]: string | number };
  /** Added to the URL, starting with `?`. */
  query?: `?${string}`;
}

/** The operations centre's groups, in SPEC §2 order. */
export const OP_MENU_GROUPS = [
  '工作台',
  '企业审核与管理',
  '供需对接管理',
  '载体、创新、投资与活动',
  '消息推送与用户管理',
  '政策管理',
  '服务机构、产品与需求',
  '银行评估与贷款',
  '服务画像、培育与创新积分',
  '申报管理、访问与设置',
  '产业地图',
  '诉求、消息、产业、项目与经济',
] as const;
export type OpMenuGroup = (typeof OP_MENU_GROUPS)[number];

/** The modules' files of screens that load apart, each a chunk of its own (src/app/route-areas.ts). */
export type RouteAreaFile = 'op-routes.ts' | 'wall-routes.ts' | 'info-routes.ts';

/**
 * The app paths under which a module's screens of an area load apart, declared by the module in
 * its `route-prefixes.ts` (each prefix itself and what lies under it).
 */
export type RoutePrefixes = Partial<Record<RouteAreaFile, readonly string[]>>;
