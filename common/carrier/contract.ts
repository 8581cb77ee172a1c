import { Type } from 'typebox';
import { IdParams, pageOf, paging, Saved, SearchText, sortFields } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type InputOf, type ItemOf } from '../contract/endpoint.js';
import { CARRIER_LEVELS, CARRIER_LIMITS as L, CARRIER_TYPES, RESOURCE_FILTER_STATUSES, RESOURCE_TYPES } from './rules.js';
import * as S from './schemas.js';

/**
 * 创业载体 (SPEC §2 /sc/zt*, /op/dc/ztManage, /op/dc/ztDetail/{id}): the park's incubators, maker
 * spaces, accelerators and industrial buildings, their spaces to let (空置/已租) and resident
 * enterprises, and 预约看房 requests an operator calls back. The public reads are kept by the
 * service worker for offline use.
 */

export * from './rules.js';

const P = 'carrier.manage';
const WHOLE_PARK = { none: '载体由园区运营人员共同维护，不按经办人划分' } as const;
const opt = <T extends readonly string[]>(values: T, title: string) => Type.Optional(Type.Enum(['', ...values], { title }));
const Band = (title: string) => Type.Optional(Type.String({ title, pattern: '^(\\d*-\\d*)?$', maxLength: 20, description: '如 50-200；空端表示不限' }));
export const CARRIER_SORTS = ['areaM2', 'free', 'updatedAt'] as const;

export const carrierContract = defineContract(
  { base: 'dpboot', tag: 'carrier', module: '创业载体' },
  {
    home: {
      method: 'GET',
      path: 'zt/home',
      cache: 'network-first',
      access: 'public',
      summary: '载体首页：总数、类型分布与推荐载体（公开）',
      answer: Type.Object({
        carriers: Type.Integer(),
        resources: Type.Integer(),
        free: Type.Integer({ description: '空置房源数' }),
        freeSize: Type.Number({ description: '空置面积（㎡）' }),
        residents: Type.Integer(),
        types: Type.Array(Type.Object({ type: Type.String(), count: Type.Integer() })),
        featured: Type.Array(S.CarrierItem),
      }),
    },
    parks: {
      method: 'GET',
      path: 'zt/parks',
      cache: 'network-first',
      access: 'public',
      summary: '本园区及其分园（筛选与表单用，公开）',
      answer: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    },
    list: {
      method: 'GET',
      path: 'zt/list',
      cache: 'network-first',
      access: 'public',
      summary: '载体列表（公开）',
      description: '推荐的在前，然后按空置房源数从多到少。',
      query: Type.Object({ type: opt(CARRIER_TYPES, '载体类型'), level: opt(CARRIER_LEVELS, '载体级别'), parkId: Type.Optional(Type.String({ title: '所在园区', pattern: '^\\d{0,10}$' })), search: SearchText(), ...paging }),
      answer: pageOf(S.CarrierItem),
    },
    detail: {
      method: 'GET',
      path: 'zt/detail/:id',
      cache: 'network-first',
      access: 'public',
      summary: '载体详情：简介、配套、入驻企业与房源（公开）',
      params: IdParams,
      answer: S.CarrierDetail,
    },
    resources: {
      method: 'GET',
      path: 'zt/resourceList',
      cache: 'network-first',
      access: 'public',
      summary: '房源列表（公开）',
      description:
        '按面积（sqm）、月租金（price）、类型、园区、状态筛选（NOW：现可入驻，即空置且可入驻日期不晚于园区今天）；给出 near（经度，纬度）时算出距离，km 限定范围并按距离排序。',
      query: Type.Object({
        type: opt(RESOURCE_TYPES, '房源类型'),
        sqm: Band('面积（㎡）'),
        price: Band('月租金（元）'),
        parkId: Type.Optional(Type.String({ title: '所在园区', pattern: '^\\d{0,10}$' })),
        carrierId: Type.Optional(Type.Integer({ title: '所属载体', minimum: 1 })),
        status: Type.Optional(Type.Enum(['', ...RESOURCE_FILTER_STATUSES], { title: '状态', description: '空表示全部；NOW：现可入驻' })),
        near: Type.Optional(Type.String({ title: '我的位置', pattern: '^(-?\\d{1,3}(\\.\\d+)?,-?\\d{1,2}(\\.\\d+)?)?$', maxLength: 40, description: '经度，纬度（GCJ-02）' })),
        km: Type.Optional(Type.Number({ title: '范围（km）', exclusiveMinimum: 0, maximum: L.nearKmMax })),
        ...paging,
      }),
      answer: pageOf(S.ResourceItem),
    },
    resource: {
      method: 'GET',
      path: 'zt/resourceDetail/:id',
      cache: 'network-first',
      access: 'public',
      summary: '房源详情（公开）',
      params: IdParams,
      answer: S.ResourceDetail,
    },
    visit: {
      method: 'POST',
      path: 'zt/visit',
      access: 'login',
      summary: '预约看房',
      description: '登记联系人与希望看房的日期，园区招商人员电话联系；同一用户对同一载体待联系的预约只保留一条。',
      body: Type.Object(S.VisitFields),
      answer: Saved,
      message: '预约已提交，招商人员将尽快与您联系',
    },
    manageList: {
      method: 'POST',
      path: 'zt/manage/list',
      access: 'operator',
      permission: P,
      notLogged: '以 POST 发送的列表查询，不改变任何数据',
      dataScope: WHOLE_PARK,
      summary: '载体管理列表（运营）',
      body: Type.Object({ type: opt(CARRIER_TYPES, '载体类型'), search: SearchText(), ...paging, ...sortFields(CARRIER_SORTS) }),
      answer: pageOf(Type.Object({ ...S.CarrierItem.properties, updatedAt: Type.String() })),
    },
    manageResources: {
      method: 'GET',
      path: 'zt/manage/resources',
      access: 'operator',
      permission: P,
      summary: '载体的全部房源（运营，含承租企业）',
      query: Type.Object({ carrierId: Type.Integer({ title: '所属载体', minimum: 1 }) }),
      answer: Type.Array(S.ResourceDetail),
    },
    save: {
      method: 'POST',
      path: 'zt/save',
      access: 'operator',
      permission: P,
      summary: '新增或修改载体（运营）',
      body: Type.Object({ id: Type.Optional(Type.Integer({ title: '载体编号', minimum: 1 })), ...S.CarrierFields }),
      answer: Saved,
      message: '保存成功',
    },
    remove: {
      method: 'POST',
      path: 'zt/delete/:id',
      access: 'operator',
      permission: P,
      summary: '删除载体（运营；连同其房源、入驻企业与预约）',
      params: IdParams,
      answer: Type.Null(),
      message: '删除成功',
    },
    resourceSave: {
      method: 'POST',
      path: 'zt/resource/save',
      access: 'operator',
      permission: P,
      summary: '新增或修改房源（运营）',
      description: '已租的房源须填承租企业；空置时承租企业清空。',
      body: Type.Object({ id: Type.Optional(Type.Integer({ title: '房源编号', minimum: 1 })), ...S.ResourceFields }),
      answer: Saved,
      message: '保存成功',
    },
    resourceRemove: {
      method: 'POST',
      path: 'zt/resource/delete/:id',
      access: 'operator',
      permission: P,
      summary: '删除房源（运营）',
      params: IdParams,
      answer: Type.Null(),
      message: '删除成功',
    },
    residentSave: {
      method: 'POST',
      path: 'zt/resident/save',
      access: 'operator',
      permission: P,
      summary: '新增或修改入驻企业（运营）',
      body: Type.Object({ id: Type.Optional(Type.Integer({ title: '编号', minimum: 1 })), ...S.ResidentFields }),
      answer: Saved,
      message: '保存成功',
    },
    residentRemove: {
      method: 'POST',
      path: 'zt/resident/delete/:id',
      access: 'operator',
      permission: P,
      summary: '移除入驻企业（运营）',
      params: IdParams,
      answer: Type.Null(),
      message: '已移除',
    },
    visits: {
      method: 'POST',
      path: 'zt/visit/list',
      access: 'operator',
      permission: P,
      notLogged: '以 POST 发送的列表查询，不改变任何数据',
      dataScope: WHOLE_PARK,
      summary: '预约看房记录（运营）',
      body: Type.Object({ status: Type.Optional(Type.Enum(['', 'TOAUDIT', 'DONE'], { title: '状态' })), search: SearchText(), ...paging }),
      answer: pageOf(S.VisitRow),
    },
    visitCounts: {
      method: 'GET',
      path: 'zt/visit/counts',
      access: 'operator',
      permission: P,
      summary: '各状态的预约看房数（运营）',
      answer: Type.Object({ TOAUDIT: Type.Integer(), DONE: Type.Integer(), total: Type.Integer() }),
    },
    visitHandle: {
      method: 'POST',
      path: 'zt/visit/handle/:id',
      access: 'operator',
      permission: P,
      summary: '登记已联系（运营）',
      description: '记下联系结果；预约人收到站内消息。',
      params: IdParams,
      body: Type.Object({ note: Type.String({ title: '联系结果', minLength: 2, maxLength: L.noteMax }) }),
      answer: Type.Null(),
      message: '已登记',
    },
    export: {
      method: 'GET',
      path: 'zt/export',
      access: 'operator',
      permission: P,
      summary: '导出载体与房源（运营，.xlsx）',
      answer: FILE,
    },
  },
);

export type CarrierItem = ItemOf<typeof carrierContract.list>;
export type ManagedCarrier = ItemOf<typeof carrierContract.manageList>;
export type CarrierDetail = AnswerOf<typeof carrierContract.detail>;
export type CarrierHome = AnswerOf<typeof carrierContract.home>;
export type ResourceItem = ItemOf<typeof carrierContract.resources>;
export type ResourceDetail = AnswerOf<typeof carrierContract.resource>;
export type ResidentItem = CarrierDetail['residentList'][number];
export type VisitItem = ItemOf<typeof carrierContract.visits>;
export type CarrierInput = InputOf<typeof carrierContract.save>;
export type ResourceInput = InputOf<typeof carrierContract.resourceSave>;
export type ResidentInput = InputOf<typeof carrierContract.residentSave>;
export type VisitInput = InputOf<typeof carrierContract.visit>;
