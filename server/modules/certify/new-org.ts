import type { Selectable } from 'kysely';
import type { NewOrg, ParksTable } from '../../db/schema.js';
import { roundCoordinate, wgs84ToGcj02 } from '../../lib/coords.js';
import { nowIso } from '../../lib/clock.js';
import type { Application } from './repo.js';
import { deriveSimplename } from './simplename.js';

/** The category a newly certified organisation starts with; operators refine it later. */
const INITIAL_CATEGORY: Record<string, string> = { ORG: '一般企业', SERVICE: '服务机构' };

/**
 * The organisation row a passed certification creates when the park does not know the credit code
 * yet: what the applicant typed, placed at the tenant's main park until the profile is completed.
 */
export function newOrgValues(application: Application, park: Selectable<ParksTable>, applicantPhone: string): NewOrg {
  const orgtype = application.category === 'SERVICE' ? 'SERVICE' : 'ORG';
  // Parks store WGS-84; map pins (gaodelng/gaodelat) are drawn in GCJ-02, as the seeded organisations are.
  const gcj = wgs84ToGcj02({ lng: park.longitude, lat: park.latitude });
  return {
    fullname: application.fullname,
    simplename: deriveSimplename(application.fullname, [park.province, park.city, park.county]),
    credit_code: application.credit_code,
    orgtype,
    category: INITIAL_CATEGORY[orgtype] ?? '一般企业',
    industry_name: '',
    field_id: 0,
    ranges: '',
    envreate: '',
    legal_person: '',
    contact_phone: applicantPhone,
    province: park.province,
    city: park.city,
    county: park.county,
    park_id: park.id,
    sub_park: park.name,
    address: park.address,
    setup_date: '',
    register_capital: 0,
    regist_status: '存续',
    longitude: park.longitude,
    latitude: park.latitude,
    gaodelng: roundCoordinate(gcj.lng),
    gaodelat: roundCoordinate(gcj.lat),
    created_at: nowIso(),
  };
}
