import { Type } from 'typebox';
import type { Org } from '../../db/schema.js';
import { envelopeOf } from '../../lib/schema.js';

/** The public profile of one organisation (v2/org/infor/{id}). Contacts and internal fields stay out. */
export const OrgInforAnswer = envelopeOf(
  Type.Object({
    id: Type.Integer(),
    fullname: Type.String({ description: '企业全称' }),
    simplename: Type.String({ description: '简称' }),
    creditCode: Type.String({ description: '统一社会信用代码' }),
    orgtype: Type.Enum(['ORG', 'SERVICE'], { description: 'ORG：企业；SERVICE：服务机构' }),
    category: Type.String({ description: '企业类别' }),
    industryName: Type.String({ description: '所属行业' }),
    address: Type.String(),
    legalPerson: Type.String({ description: '法定代表人' }),
    setupDate: Type.String({ description: '成立日期 YYYY-MM-DD，未知为空' }),
    registerCapital: Type.Number({ description: '注册资本（万元）' }),
    registStatus: Type.String({ description: '登记状态' }),
    parkId: Type.Integer(),
    subPark: Type.String({ description: '所在园区' }),
    longitude: Type.Number({ description: 'WGS-84' }),
    latitude: Type.Number({ description: 'WGS-84' }),
    gaodelng: Type.Number({ description: 'GCJ-02（高德）' }),
    gaodelat: Type.Number({ description: 'GCJ-02（高德）' }),
    ranges: Type.String({ description: '经营范围' }),
  }),
);

export function toInfor(org: Org) {
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
