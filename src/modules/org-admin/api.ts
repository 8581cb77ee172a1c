import { orgContract as c, type ORG_DIRECTORY_SORTS, type OrgSearchPayload } from '@common/org/contract';
import { defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';
import { sortInput } from '@/ui/list-page/query-state';

/** The organisation directory's resources (common/org/contract.ts): search, filter options, portrait. */

export type { OrgFilters, OrgPortrait, OrgListItem as OrgItem } from '@common/org/contract';

/** The screen's query as the URL holds it: one value per filter. */
export interface OrgQuery {
  [field: string]: string | undefined;
  search?: string;
  park?: string;
  industry?: string;
  orgtype?: string;
  setup?: string;
  capital?: string;
  status?: string;
  /** The table's column sort (the list only; the export keeps the id order). */
  orderBy?: string;
  order?: string;
}

type SearchFilters = Omit<OrgSearchPayload, 'pagenum' | 'size' | 'orderBy' | 'order'>;

const one = (value: string | undefined) => (value ? [value] : undefined);
const oneNumber = (value: string | undefined) => (value && /^\d+$/.test(value) ? [Number(value)] : undefined);

/** The URL query as the SPEC §3 search payload (lists ORed within a field). */
export function toSearchPayload(query: OrgQuery): SearchFilters {
  return {
    search: query.search,
    parkids: oneNumber(query.park),
    fieldids: oneNumber(query.industry),
    // The URL's value goes as it is: the server checks it against the types.
    orgtypes: one(query.orgtype) as SearchFilters['orgtypes'],
    setuptims: one(query.setup),
    registercapitals: one(query.capital),
    registstatus: one(query.status),
  };
}

export const orgDirectory = defineList(c.list, {
  toQuery: (query: OrgQuery) => ({ ...toSearchPayload(query), ...sortInput<(typeof ORG_DIRECTORY_SORTS)[number]>(query) }),
});

/** The export of the directory under the screen's filters (ListPage's exportTo). */
export const orgExport = defineDownload(c.export, { toInput: toSearchPayload });

/** The options of the six filters: this tenant's parks, industries, statuses and ranges. */
export const orgFilters = defineQuery(c.filters);

export const orgPortrait = defineItem(c.portrait);
