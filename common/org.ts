/** Organisation search payload of SPEC §3 (v2/org/listEsOrg and v2/org/countEsOrg). */
export interface OrgSearchPayload {
  search?: string;
  provinces?: string[];
  citys?: string[];
  countys?: string[];
  parkids?: number[];
  setuptims?: string[];
  orgtypes?: string[];
  industrynames?: string[];
  fieldids?: number[];
  subparks?: string[];
  sysid?: number;
  registercapitals?: string[];
  registstatus?: string[];
  contimes?: string[];
  pagenum?: number;
  size?: number;
  province?: string;
}

/** Organisation list item: the fields SPEC §3 says the client reads. */
export interface OrgListItem {
  id: number;
  fullname: string;
  ranges: string;
  envreate: string;
  simplename: string;
  longitude: number;
  latitude: number;
  gaodelng: number;
  gaodelat: number;
  orgtypes: string;
  orgaddress: string;
}
