import type { ComponentType } from 'react';

/** Who may open a route (SPEC §6): anyone, a logged-in user, or an operator. */
export type Access = 'public' | 'login' | 'operator';

/**
 * The frame a screen sits in: `plain` (the screen brings its own NavBar), `tabs` (a top-level
 * portal page with the bottom TabBar), `op` (the operations centre: a side menu on wide screens).
 */
export type Layout = 'plain' | 'tabs' | 'op';

/** One screen of the app, as data: the registry drives router, titles, guards, menus and coverage. */
export interface RouteEntry {
  /** Path under the /innoweb/ base, in react-router syntax (`:id`, `:status?`). */
  path: string;
  /** Chinese page title; the browser title is platform name + this + tenant name. */
  title: string;
  access: Access;
  /** Module name recorded with page views. */
  module: string;
  layout?: Layout;
  /** Operations-centre menu placement: one of OP_MENU_GROUPS; routes with parameters stay out of menus. */
  menu?: { group: OpMenuGroup; order?: number };
  load: () => Promise<{ default: ComponentType }>;
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
