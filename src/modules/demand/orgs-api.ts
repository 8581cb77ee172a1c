import { demandContract as c, type ITEM_SORTS } from '@common/demand/contract';
import type { ItemState } from '@common/demand/lifecycle';
import type { ItemView } from '@common/demand/model';
import { demandOrgsContract as o, type SERVE_ORG_SORTS } from '@common/demand/orgs/contract';
import { sortInput } from '@/ui/list-page/query-state';
import { defineDownload, defineList, defineQuery } from '@/ui/resource';
import type { ManageQuery } from './api';

/** The operators' reads of organisations (common/demand/orgs/contract.ts). */

export type { OrgProfile, ServeOrgRow } from '@common/demand/orgs/contract';
export type OrgItemsQuery = ManageQuery & { view?: string; orgId?: string };
export type ServeOrgsQuery = { search?: string; publishing?: string; orderBy?: string; order?: string };

export const orgProfile = defineQuery(o.profile, { key: 'demand-org-profile', toInput: (orgId: number) => ({ orgId }) });

/** One organisation's items of one view, every state (the screen fixes the view and the organisation). */
export const orgItems = defineList(c.manageList, {
  key: 'demand-org-items',
  toQuery: (q: OrgItemsQuery) => ({
    view: (q.view || 'demand') as ItemView,
    orgId: q.orgId ? Number(q.orgId) : undefined,
    status: (q.status || undefined) as ItemState | undefined,
    search: q.search,
    ...sortInput<(typeof ITEM_SORTS)[number]>(q),
  }),
});

const serveInput = (q: ServeOrgsQuery) => ({
  search: q.search,
  publishing: (q.publishing || undefined) as 'YES' | 'NO' | undefined,
});
export const serveOrgs = defineList(o.serveOrgs, {
  toQuery: (q: ServeOrgsQuery) => ({ ...serveInput(q), ...sortInput<(typeof SERVE_ORG_SORTS)[number]>(q) }),
});
export const exportServeOrgs = defineDownload(o.serveOrgsExport, { toInput: serveInput });
