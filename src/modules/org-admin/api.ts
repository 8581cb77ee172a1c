import type { OrgListItem } from '../../../common/org';
import type { OrgType } from '../../../common/constants';
import { defineItem, defineList, type ApiQuery } from '../../ui/resource';
import { pathTo } from '../../app/paths';

/** The organisation directory API (server/modules/org: search-routes.ts, export.ts, portrait.ts). */

/** A list item: the SPEC §3 fields plus what the operators' screen shows. */
export interface OrgItem extends OrgListItem {
  creditCode: string;
  industryName: string;
  fieldId: number;
  category: string;
  parkId: number;
  parkName: string;
  setupDate: string;
  registerCapital: number;
  registStatus: string;
}

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
}

const one = (value: string | undefined) => (value ? [value] : undefined);
const oneNumber = (value: string | undefined) => (value && /^\d+$/.test(value) ? [Number(value)] : undefined);

/** The URL query as the SPEC §3 search payload (lists ORed within a field). */
export function toSearchPayload(query: OrgQuery): ApiQuery {
  return {
    search: query.search,
    parkids: oneNumber(query.park),
    fieldids: oneNumber(query.industry),
    orgtypes: one(query.orgtype),
    setuptims: one(query.setup),
    registercapitals: one(query.capital),
    registstatus: one(query.status),
  };
}

export const orgDirectory = defineList<OrgItem, OrgQuery>({
  key: 'org-directory',
  path: 'v2/org/listEsOrg',
  base: 'parkboot',
  method: 'POST',
  toQuery: toSearchPayload,
});

export const EXPORT_PATH = 'v2/org/export';

export interface Option {
  value: string;
  label: string;
}

export interface OrgFilters {
  parks: Array<{ id: number; name: string; parentId: number | null }>;
  subParks: string[];
  industries: Array<{ fieldId: number; name: string; count: number }>;
  categories: string[];
  registStatuses: string[];
  orgtypes: Option[];
  setuptims: Option[];
  registercapitals: Option[];
  contimes: Option[];
}

/** One set of options per tenant: the id is only there to key the cache. */
export const FILTERS_ID = 'current';
export const orgFilters = defineItem<OrgFilters>({
  key: 'org-filters',
  path: () => 'v2/org/filters',
  base: 'parkboot',
});

export interface OrgPortrait {
  profile: {
    id: number;
    fullname: string;
    simplename: string;
    creditCode: string;
    orgtype: OrgType;
    category: string;
    industryName: string;
    address: string;
    legalPerson: string;
    setupDate: string;
    registerCapital: number;
    registStatus: string;
    parkId: number;
    subPark: string;
    parkName: string;
    longitude: number;
    latitude: number;
    gaodelng: number;
    gaodelat: number;
    ranges: string;
    contactPhone: string;
    envreate: string;
    region: string;
    createdAt: string;
  };
  figures: {
    yearsSinceSetup: number | null;
    yearsOnPlatform: number;
    registerCapital: number;
    industryName: string;
    industryOrgCount: number;
    industryAvgCapital: number;
    industryRankInPark: number;
    industryCountInPark: number;
  };
  users: Array<{ id: number; name: string; phone: string; status: string; createdAt: string }>;
  certifications: Array<{
    id: number;
    kind: 'ORG' | 'RELATE';
    kindLabel: string;
    status: string;
    statusLabel: string;
    applicant: string;
    reason: string;
    createdAt: string;
    reviewedAt: string | null;
  }>;
}

export const orgPortrait = defineItem<OrgPortrait>({
  key: 'org-portrait',
  path: (id) => pathTo('v2/org/portrait/:id', { id }),
  base: 'parkboot',
});
