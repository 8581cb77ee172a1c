import type { TSchema } from 'typebox';
import type { BodyOf, EndpointSpec, QueryOf } from '../../common/contract/endpoint.js';
import { visibleStaff, type Visible } from './data-scope.js';
import type { UserCtx } from './context.js';
import type { Paging } from './paging.js';

/**
 * What a list handler gets from the kit instead of writing defaults by hand: the page asked for
 * (the contract's own defaults when the query leaves it out) and the operator's data scope.
 *
 *   list: ({ query, page, scope, ctx }) => repo.list(ctx.db, { ...filters(query), page, scope })
 *
 * The defaults are read once per endpoint from its query schema (`pagingFields` in
 * common/contract/atoms.ts declares them), so the documentation and the server never disagree.
 */

/** A page of a list: 1-based number, size, and the rows to skip. */
export interface ListPage extends Paging {
  offset: number;
}

/** `page` for an endpoint whose query (or, for a search sent as a body, whose body) takes paging; nothing for others. */
export type PageFor<E extends EndpointSpec> = (QueryOf<E> & BodyOf<E>) extends { pagenum?: number | undefined } ? ListPage : undefined;

interface PagingDefaults {
  pagenum: number;
  size: number;
}

function defaultOf(schema: TSchema | undefined, field: string): number | undefined {
  const properties = (schema as { properties?: Record<string, { default?: unknown }> } | undefined)?.properties;
  const value = properties?.[field]?.default;
  return typeof value === 'number' ? value : undefined;
}

function defaultsIn(schema: TSchema | undefined): PagingDefaults | null {
  const pagenum = defaultOf(schema, 'pagenum');
  const size = defaultOf(schema, 'size');
  if (pagenum === undefined || size === undefined) return null;
  return { pagenum, size };
}

/** The paging defaults an endpoint's query (else its body) declares, or null when it takes no paging. */
export function pagingDefaultsOf(endpoint: EndpointSpec): PagingDefaults | null {
  return defaultsIn(endpoint.query) ?? defaultsIn(endpoint.body as TSchema | undefined);
}

/** Whether the paging is asked in the body (a search sent as a POST body), not the query. */
export const pagingInBody = (endpoint: EndpointSpec) =>
  defaultsIn(endpoint.query) === null && defaultsIn(endpoint.body as TSchema | undefined) !== null;

/** The page a query asks for, with the endpoint's defaults for what it leaves out. */
export function pageOfQuery(defaults: PagingDefaults, query: unknown): ListPage {
  const asked = (query ?? {}) as { pagenum?: unknown; size?: unknown };
  const pagenum = typeof asked.pagenum === 'number' ? asked.pagenum : defaults.pagenum;
  const size = typeof asked.size === 'number' ? asked.size : defaults.size;
  return { pagenum, size, offset: (pagenum - 1) * size };
}

/**
 * The rows a top-N read asks for (a query taking `size` but no page, e.g. the hottest ten): the
 * asked size, or the default its contract declares.
 */
export function sizeOf(endpoint: EndpointSpec, query: { size?: number | undefined }): number {
  if (query.size !== undefined) return query.size;
  const size = defaultOf(endpoint.query, 'size');
  if (size === undefined) throw new Error(`${endpoint.path}: the query's size declares no default`);
  return size;
}

/** The whole park: what an endpoint without a `dataScope: { by }` hands its handler. */
export const WHOLE_PARK: Visible = { all: true };

/** Whether the kit resolves the operator's data scope before the handler runs. */
export const narrowsByScope = (endpoint: EndpointSpec) =>
  endpoint.access === 'operator' && endpoint.dataScope !== undefined && 'by' in endpoint.dataScope;

/** The operator's data scope (data-scope.ts), resolved once for the request. */
export const scopeOf = (ctx: UserCtx): Promise<Visible> => visibleStaff(ctx.db, ctx.tenantId, ctx.user);
