import type { OrgListRow } from './search-rows.js';
import type { OrgListItemType } from './search-schema.js';

export const ORGTYPE_LABELS: Record<string, string> = { ORG: '企业', SERVICE: '服务机构' };

export function toListItem(row: OrgListRow): OrgListItemType {
  return {
    id: row.id,
    fullname: row.fullname,
    ranges: row.ranges,
    envreate: row.envreate,
    simplename: row.simplename,
    longitude: row.longitude,
    latitude: row.latitude,
    gaodelng: row.gaodelng,
    gaodelat: row.gaodelat,
    orgtypes: row.orgtype,
    orgaddress: row.address,
    creditCode: row.credit_code,
    industryName: row.industry_name,
    fieldId: row.field_id,
    category: row.category,
    parkId: row.park_id,
    // The park's current name; the name recorded on the org when the park row is gone.
    parkName: row.park_name ?? row.sub_park,
    setupDate: row.setup_date,
    registerCapital: Number(row.register_capital),
    registStatus: row.regist_status,
  };
}

/** Masks the middle of a phone number: 138****5678. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
