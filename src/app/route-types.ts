import type { ComponentType } from 'react';

/** Who may open a route (SPEC §6): anyone, a logged-in user, or an operator. */
export type Access = 'public' | 'login' | 'operator';

/** One screen of the app, as data: the registry drives router, titles, guards, menus and coverage. */
export interface RouteEntry {
  /** Path under the /innoweb/ base, in react-router syntax (`:id`, `:status?`). */
  path: string;
  /** Chinese page title; the browser title is platform name + this + tenant name. */
  title: string;
  access: Access;
  /** Module name recorded with page views. */
  module: string;
  load: () => Promise<{ default: ComponentType }>;
}
