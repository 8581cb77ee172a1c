import type { OrgInfor, OrgListItem } from '../../../common/org/contract.js';
import type { Org } from '../../db/schema.js';
import type { OrgListRow } from './search-rows.js';

export const ORGTYPE_LABELS: Record<string, string> = { ORG: '企业', SERVICE: '服务机构' };

export function toListItem(row: OrgListRow): OrgListItem {
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

/** The public profile of one organisation (v2/org/infor/{id}). Contacts and internal fields stay out. */
export function toInfor(org: Org): OrgInfor {
  return {
    id: org.id,
    fullname: org.fullname,
    simplename: org.simplename,
    creditCode: org.credit_code,
    orgtype: org.orgtype,
    category: org.category,
    industryName: org.industry_name,
    address: org.address,
    legalPerson: org.legal_person,
    setupDate: org.setup_date,
    registerCapital: org.register_capital,
    registStatus: org.regist_status,
    parkId: org.park_id,
    subPark: org.sub_park,
    longitude: org.longitude,
    latitude: org.latitude,
    gaodelng: org.gaodelng,
    gaodelat: org.gaodelat,
    ranges: org.ranges,
  };
}
