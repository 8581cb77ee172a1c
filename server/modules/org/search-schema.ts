import { Type, type Static } from 'typebox';
import { ORG_SEARCH_PAGE, ORG_SEARCH_PAGE_SIZE } from '../../../common/constants.js';
import { envelopeOf } from '../../lib/schema.js';
import { ALL_PROVINCES, CAPITAL_RANGE_PATTERN, MAX_PAGE_SIZE, YEAR_RANGE_PATTERN } from './criteria.js';

const MAX_ID = 2_147_483_647;
const texts = (title: string, description: string) =>
  Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200, title, description });
const ids = (title: string, description: string) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: 200, title, description });
const ranges = (title: string, pattern: string, description: string) =>
  Type.Array(Type.String({ pattern, maxLength: 30 }), { maxItems: 20, title, description });

/** The organisation search payload of SPEC §3: every field optional, arrays ORed within, ANDed between. */
export const OrgSearchBody = Type.Object({
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      title: '搜索',
      description:
        '按空白分成若干词，每个词须出现在企业全称、简称或统一社会信用代码中（子串匹配，不区分大小写）',
    }),
  ),
  provinces: Type.Optional(texts('省份', '省份，任一即可')),
  citys: Type.Optional(texts('城市', '城市，任一即可')),
  countys: Type.Optional(texts('区县', '区县，任一即可')),
  parkids: Type.Optional(ids('园区', '园区编号（parks.id），任一即可')),
  setuptims: Type.Optional(
    ranges(
      '成立年限',
      YEAR_RANGE_PATTERN,
      "成立年限区间，单位年，'下限-上限'，含下限不含上限，上限可省略：'0-1' 不满 1 年，'1-3'，'3-5'，'5-10'，'10-' 10 年及以上；按整年计（满周年算一年），日期按北京时间；成立日期未知的企业不计入任何区间",
    ),
  ),
  orgtypes: Type.Optional(
    Type.Array(Type.Enum(['ORG', 'SERVICE']), {
      maxItems: 2,
      title: '企业类型',
      description: 'ORG 企业，SERVICE 服务机构',
    }),
  ),
  industrynames: Type.Optional(texts('产业', '所属产业名称，任一即可')),
  fieldids: Type.Optional(ids('产业领域', '产业领域编号（field_id），任一即可')),
  subparks: Type.Optional(texts('所在园区', '所在园区名称（sub_park），任一即可')),
  sysid: Type.Optional(Type.Integer({ title: '租户', description: '须与请求的租户一致，否则结果为空' })),
  registercapitals: Type.Optional(
    ranges(
      '注册资本',
      CAPITAL_RANGE_PATTERN,
      "注册资本区间，单位万元，'下限-上限'，含下限不含上限，上限可省略：'0-100'，'100-500'，'500-1000'，'1000-5000'，'5000-'",
    ),
  ),
  registstatus: Type.Optional(texts('经营状态', '登记状态，如 存续、在业、迁出，任一即可')),
  contimes: Type.Optional(
    ranges(
      '入驻年限',
      YEAR_RANGE_PATTERN,
      "入驻平台的年限区间（自企业在平台建档之日 created_at 起算），格式同 setuptims：'0-1'，'1-2'，'2-3'，'3-'",
    ),
  ),
  pagenum: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10_000,
      title: '页码',
      description: `从 1 起，默认 ${ORG_SEARCH_PAGE}`,
    }),
  ),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      title: '每页条数',
      description: `默认 ${ORG_SEARCH_PAGE_SIZE}，最多 ${MAX_PAGE_SIZE}`,
    }),
  ),
  province: Type.Optional(
    Type.String({ maxLength: 50, title: '省份', description: `单个省份；'${ALL_PROVINCES}' 或空表示全部` }),
  ),
});
export type OrgSearchBodyType = Static<typeof OrgSearchBody>;

/** A list item: the SPEC §3 fields under their SPEC names, then extras the screens show. */
export const OrgListItemSchema = Type.Object({
  id: Type.Integer(),
  fullname: Type.String({ description: '企业全称' }),
  ranges: Type.String({ description: '经营范围' }),
  envreate: Type.String({ description: '环境信用评级' }),
  simplename: Type.String({ description: '简称' }),
  longitude: Type.Number({ description: 'WGS-84' }),
  latitude: Type.Number({ description: 'WGS-84' }),
  gaodelng: Type.Number({ description: 'GCJ-02（高德）' }),
  gaodelat: Type.Number({ description: 'GCJ-02（高德）' }),
  orgtypes: Type.String({ description: '企业类型 ORG / SERVICE' }),
  orgaddress: Type.String({ description: '注册地址' }),
  creditCode: Type.String({ description: '统一社会信用代码' }),
  industryName: Type.String({ description: '所属产业' }),
  fieldId: Type.Integer({ description: '产业领域编号' }),
  category: Type.String({ description: '企业类别' }),
  parkId: Type.Integer(),
  parkName: Type.String({ description: '所在园区' }),
  setupDate: Type.String({ description: '成立日期 YYYY-MM-DD，未知为空' }),
  registerCapital: Type.Number({ description: '注册资本（万元）' }),
  registStatus: Type.String({ description: '经营（登记）状态' }),
});
export type OrgListItemType = Static<typeof OrgListItemSchema>;

export const OrgListAnswer = envelopeOf(
  Type.Object({
    list: Type.Array(OrgListItemSchema),
    total: Type.Integer({ description: '符合条件的企业总数' }),
  }),
);
export const OrgCountAnswer = envelopeOf(Type.Object({ count: Type.Integer() }));

const Option = Type.Object({ value: Type.String(), label: Type.String() });

export const OrgFiltersAnswer = envelopeOf(
  Type.Object({
    parks: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        parentId: Type.Union([Type.Integer(), Type.Null()]),
      }),
      { description: '本租户的园区（主园区与分园区）' },
    ),
    subParks: Type.Array(Type.String(), { description: '企业所在园区名称（subparks 的取值）' }),
    industries: Type.Array(
      Type.Object({ fieldId: Type.Integer(), name: Type.String(), count: Type.Integer() }),
    ),
    categories: Type.Array(Type.String()),
    registStatuses: Type.Array(Type.String()),
    orgtypes: Type.Array(Option),
    setuptims: Type.Array(Option),
    registercapitals: Type.Array(Option),
    contimes: Type.Array(Option),
  }),
);
export type OrgFiltersType = Static<typeof OrgFiltersAnswer>['data'];
