import { Type } from 'typebox';
import type { OrgType } from '../constants.js';

/**
 * Fields of an organisation that several answers carry (the directory, the public profile, the
 * look-ups, the personal profile), each declared once with the description the documentation shows.
 */

export const ORG_TYPES = ['ORG', 'SERVICE'] as const satisfies readonly OrgType[];

export const OrgTypeSchema = Type.Enum([...ORG_TYPES], { description: 'ORG：企业；SERVICE：服务机构' });

/** Which organisation: its id and names. */
export const orgNames = {
  id: Type.Integer(),
  fullname: Type.String({ description: '企业全称' }),
  simplename: Type.String({ description: '简称' }),
};

/** Where it is on a map: WGS-84, and GCJ-02 for Amap (高德). */
export const orgCoordinates = {
  longitude: Type.Number({ description: 'WGS-84' }),
  latitude: Type.Number({ description: 'WGS-84' }),
  gaodelng: Type.Number({ description: 'GCJ-02（高德）' }),
  gaodelat: Type.Number({ description: 'GCJ-02（高德）' }),
};

/** What its registration says. */
export const orgRegistration = {
  creditCode: Type.String({ description: '统一社会信用代码' }),
  setupDate: Type.String({ description: '成立日期 YYYY-MM-DD，未知为空' }),
  registerCapital: Type.Number({ description: '注册资本（万元）' }),
  registStatus: Type.String({ description: '经营（登记）状态' }),
};
