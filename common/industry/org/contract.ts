import { Type } from 'typebox';
import { IdParams, Nullable, pagingFields, SearchText } from '../../contract/atoms.js';
import { defineContract, type AnswerOf } from '../../contract/endpoint.js';
import { DEVICE_STATUS_KEYS } from './model.js';

/**
 * 产业企业 (SPEC §2 /op/im/org/*, /op/im/map; SPEC §7 v3/orgLayout/dir/*): the enterprises tagged
 * to the park's chains — where they are, what they make, their devices, and how complete the
 * park's data on them is.
 */

export * from './model.js';

const VIEW = { access: 'operator', permission: 'industry.view', dataScope: { none: '产业企业按产业链统计，不按经办部门划分' } } as const;
const chainFilter = { chainId: Type.Optional(Type.Integer({ title: '产业链', minimum: 1 })) };
const Count = Type.Object({ name: Type.String(), value: Type.Integer() });

export const IndustryOrg = Type.Object({
  orgId: Type.Integer(),
  name: Type.String(),
  industry: Type.String(),
  county: Type.String(),
  capital: Type.Number({ description: '注册资本（万元）' }),
  setupDate: Type.String(),
  chains: Type.Array(Type.String()),
  nodes: Type.Array(Type.String()),
  products: Type.Array(Type.String()),
  devices: Type.Integer(),
  lng: Type.Number(),
  lat: Type.Number(),
});

export const Device = Type.Object({
  id: Type.Integer(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  name: Type.String(),
  model: Type.String(),
  category: Type.String(),
  maker: Type.String(),
  quantity: Type.Integer(),
  value: Type.Number({ description: '原值（万元）' }),
  purchaseYear: Type.Integer(),
  status: Type.Enum([...DEVICE_STATUS_KEYS]),
  networked: Type.Boolean(),
  note: Type.String(),
});

export const orgLayoutContract = defineContract(
  { base: 'parkboot', tag: 'industry', module: '产业地图' },
  {
    listNames: {
      method: 'GET',
      path: 'v3/orgLayout/dir/listNames',
      ...VIEW,
      summary: '产业链名称',
      description: '本园区的产业链（编号与名称），供筛选。',
      answer: Type.Object({ list: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) }),
    },
    listSubs: {
      method: 'GET',
      path: 'v3/orgLayout/dir/listSubs',
      ...VIEW,
      summary: '产业链企业分布',
      description: '一条产业链（不给则全部产业链）的本地企业，附所在环节、产品与高德坐标，供地图落点。',
      query: Type.Object(chainFilter),
      answer: Type.Object({ list: Type.Array(IndustryOrg) }),
    },
    statistics: {
      method: 'GET',
      path: 'v3/orgLayout/dir/statistics',
      ...VIEW,
      summary: '产业企业统计',
      description: '一条产业链（不给则全部产业链）的本地企业按区县、行业、注册资本、成立年份和上中下游的分布。',
      query: Type.Object(chainFilter),
      answer: Type.Object({
        enterprises: Type.Integer(),
        byCounty: Type.Array(Count),
        byIndustry: Type.Array(Count),
        byCapital: Type.Array(Count),
        bySetup: Type.Array(Count),
        byStream: Type.Array(Count),
      }),
    },
    orgs: {
      method: 'GET',
      path: 'industry/orgs',
      ...VIEW,
      summary: '产业企业名录',
      description: '标注在本园区产业链上的企业，按名称；可按产业链、行业筛选与搜索名称或产品。',
      query: Type.Object({ ...chainFilter, industry: Type.Optional(Type.String({ maxLength: 50 })), search: Type.Optional(SearchText()), ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(IndustryOrg), total: Type.Integer() }),
    },
    products: {
      method: 'GET',
      path: 'industry/org/products',
      ...VIEW,
      summary: '产业企业产品',
      description: '本地企业在产业链上的产品（企业、产品、所在环节与产业链）。',
      query: Type.Object({ ...chainFilter, search: Type.Optional(SearchText()), ...pagingFields(100) }),
      answer: Type.Object({
        list: Type.Array(Type.Object({ key: Type.String(), orgId: Type.Integer(), orgName: Type.String(), product: Type.String(), node: Type.String(), chain: Type.String() })),
        total: Type.Integer(),
      }),
    },
    devices: {
      method: 'GET',
      path: 'industry/org/devices',
      ...VIEW,
      summary: '企业设备',
      description: '产业企业的主要生产设备，原值高的在前；可按状态、类别筛选与搜索设备或企业名称。',
      query: Type.Object({
        status: Type.Optional(Type.Enum(['', ...DEVICE_STATUS_KEYS])),
        category: Type.Optional(Type.String({ maxLength: 20 })),
        search: Type.Optional(SearchText()),
        ...pagingFields(100),
      }),
      answer: Type.Object({ list: Type.Array(Device), total: Type.Integer(), categories: Type.Array(Type.String()) }),
    },
    device: {
      method: 'GET',
      path: 'industry/org/device/:id',
      ...VIEW,
      summary: '设备详情',
      description: '一台（组）设备及其企业的其他设备。',
      params: IdParams,
      answer: Type.Object({ device: Device, siblings: Type.Array(Device), org: Nullable(IndustryOrg) }),
    },
    model: {
      method: 'GET',
      path: 'industry/org/model',
      ...VIEW,
      summary: '企业数据模型',
      description: '园区为产业企业采集的数据项，及每项在产业企业中的填报率。',
      answer: Type.Object({
        enterprises: Type.Integer(),
        groups: Type.Array(
          Type.Object({
            name: Type.String(),
            fields: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), source: Type.String(), filled: Type.Integer(), rate: Type.Number() })),
          }),
        ),
      }),
    },
  },
);

export type IndustryOrgRow = AnswerOf<typeof orgLayoutContract.orgs>['list'][number];
export type DeviceRow = AnswerOf<typeof orgLayoutContract.devices>['list'][number];
export type DeviceDetail = AnswerOf<typeof orgLayoutContract.device>;
export type OrgStatistics = AnswerOf<typeof orgLayoutContract.statistics>;
export type DataModel = AnswerOf<typeof orgLayoutContract.model>;
