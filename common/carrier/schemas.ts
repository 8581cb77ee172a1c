import { Type } from 'typebox';
import { FileItem, Nullable } from '../contract/atoms.js';
import { CARRIER_LEVELS, CARRIER_LIMITS as L, CARRIER_TYPES, RESOURCE_STATUSES, RESOURCE_TYPES, VISIT_STATUSES } from './rules.js';

/** The shapes of the carrier contract (contract.ts keeps the endpoints). */

const keysOf = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];
export const ResourceStatusSchema = Type.Enum(keysOf(RESOURCE_STATUSES), { title: '房源状态', description: 'FREE 空置 / RENTED 已租' });
export const VisitStatusSchema = Type.Enum(keysOf(VISIT_STATUSES), { title: '状态', description: 'TOAUDIT 待联系 / DONE 已联系' });

/** A place on the map, GCJ-02 (高德): the gaodelng / gaodelat of the park data. */
export const Position = {
  lng: Type.Number({ title: '经度（GCJ-02）', minimum: 73, maximum: 136 }),
  lat: Type.Number({ title: '纬度（GCJ-02）', minimum: 3, maximum: 54 }),
};

export const CarrierItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  level: Type.String(),
  parkName: Type.String({ description: '所在园区' }),
  address: Type.String(),
  ...Position,
  areaM2: Type.Number({ description: '总面积（㎡）' }),
  resources: Type.Integer({ description: '房源数' }),
  free: Type.Integer({ description: '空置房源数' }),
  residents: Type.Integer({ description: '入驻企业数' }),
  occupancy: Type.Integer({ description: '出租率（%）' }),
  featured: Type.Boolean({ description: '首页推荐' }),
});

export const Resident = Type.Object({ id: Type.Integer(), name: Type.String(), industry: Type.String(), room: Type.String(), since: Type.String() });

export const ResourceItem = Type.Object({
  id: Type.Integer(),
  carrierId: Type.Integer(),
  carrierName: Type.String(),
  name: Type.String(),
  type: Type.String(),
  floor: Type.String(),
  size: Type.Number({ description: '面积（㎡）' }),
  price: Type.Number({ description: '月租金（元/月）' }),
  status: ResourceStatusSchema,
  statusLabel: Type.String(),
  availableFrom: Nullable(Type.String({ description: '可入驻日期' })),
  ...Position,
  distanceKm: Nullable(Type.Number({ description: '离“我的位置”的距离（km）；未给位置时为 null' })),
});

export const ResourceDetail = Type.Object({
  ...ResourceItem.properties,
  intro: Type.String(),
  tenantName: Type.String({ description: '承租企业（已租时）' }),
  carrierAddress: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  photos: Type.Array(FileItem, { description: '房源照片（公开）' }),
});

export const CarrierDetail = Type.Object({
  ...CarrierItem.properties,
  parkId: Nullable(Type.Integer()),
  intro: Type.String(),
  operatorName: Type.String({ description: '运营单位' }),
  contact: Type.String(),
  phone: Type.String({ description: '招商电话' }),
  services: Type.Array(Type.String(), { description: '配套服务' }),
  photos: Type.Array(FileItem, { description: '载体照片（公开）' }),
  residentList: Type.Array(Resident),
  resourceList: Type.Array(ResourceItem),
});

/** The photos a form keeps, in order: attachments uploaded by an operator (absent: unchanged). */
const PhotoIds = (title: string) => Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { title, maxItems: L.photosMax }));

export const CarrierFields = {
  name: Type.String({ title: '载体名称', minLength: 2, maxLength: L.nameMax }),
  type: Type.Enum([...CARRIER_TYPES], { title: '载体类型' }),
  level: Type.Enum([...CARRIER_LEVELS], { title: '载体级别' }),
  parkId: Nullable(Type.Integer({ title: '所在园区', minimum: 1 })),
  address: Type.String({ title: '地址', minLength: 2, maxLength: L.addressMax }),
  ...Position,
  areaM2: Type.Number({ title: '总面积', minimum: 1, maximum: L.areaMax }),
  operatorName: Type.String({ title: '运营单位', minLength: 2, maxLength: L.nameMax }),
  contact: Type.String({ title: '联系人', minLength: 1, maxLength: L.contactMax }),
  phone: Type.String({ title: '招商电话', pattern: '^[0-9-]{7,20}$' }),
  services: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { title: '配套服务', maxItems: 20 }),
  featured: Type.Boolean({ title: '首页推荐' }),
  intro: Type.String({ title: '载体简介', minLength: 1, maxLength: L.introMax }),
  photoIds: PhotoIds('载体照片'),
};

export const ResourceFields = {
  carrierId: Type.Integer({ title: '所属载体', minimum: 1 }),
  name: Type.String({ title: '房源名称', minLength: 1, maxLength: L.nameMax }),
  type: Type.Enum([...RESOURCE_TYPES], { title: '房源类型' }),
  floor: Type.String({ title: '楼层', maxLength: 20 }),
  size: Type.Number({ title: '面积', exclusiveMinimum: 0, maximum: L.sizeMax }),
  price: Type.Number({ title: '月租金', minimum: 0, maximum: L.priceMax }),
  status: ResourceStatusSchema,
  tenantName: Type.String({ title: '承租企业', maxLength: L.nameMax }),
  availableFrom: Nullable(Type.String({ title: '可入驻日期', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  intro: Type.String({ title: '房源介绍', maxLength: L.introMax }),
  photoIds: PhotoIds('房源照片'),
};

export const ResidentFields = {
  carrierId: Type.Integer({ title: '所属载体', minimum: 1 }),
  name: Type.String({ title: '企业名称', minLength: 2, maxLength: L.nameMax }),
  industry: Type.String({ title: '所属行业', maxLength: 30 }),
  room: Type.String({ title: '所在房间', maxLength: 30 }),
  since: Type.String({ title: '入驻日期', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
};

export const VisitFields = {
  carrierId: Type.Integer({ title: '载体', minimum: 1 }),
  resourceId: Type.Optional(Type.Integer({ title: '房源', minimum: 1 })),
  name: Type.String({ title: '联系人', minLength: 1, maxLength: L.contactMax }),
  phone: Type.String({ title: '手机号', pattern: '^1\\d{10}$' }),
  company: Type.String({ title: '单位名称', maxLength: L.nameMax }),
  visitDate: Type.String({ title: '希望看房日期', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  note: Type.String({ title: '需求说明', maxLength: L.noteMax }),
};

export const VisitRow = Type.Object({
  id: Type.Integer(),
  carrierId: Type.Integer(),
  carrierName: Type.String(),
  resourceName: Type.String({ description: '所看房源；未指定为空' }),
  name: Type.String(),
  phone: Type.String(),
  company: Type.String(),
  visitDate: Type.String(),
  note: Type.String(),
  status: VisitStatusSchema,
  statusLabel: Type.String(),
  handledNote: Type.String(),
  createdAt: Type.String(),
});
