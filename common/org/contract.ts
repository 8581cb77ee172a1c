import { Type } from 'typebox';
import { IdParams, Nullable, pagingFields, sortFields } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type BodyOf, type ItemOf } from '../contract/endpoint.js';
import { ORG_SEARCH_PAGE_SIZE } from '../constants.js';
import { MAX_ID } from '../contract/atoms.js';
import { orgCoordinates, orgNames, orgRegistration, OrgTypeSchema, ORG_TYPES } from './fields.js';

/**
 * Organisations (parkboot v2/org/…): the public profile of one organisation, the directory's
 * search (SPEC §3 payload, SPEC §7 listEsOrg / countEsOrg), its filter options, and for operators
 * the export and the portrait. Titles become the validation messages.
 */

/** The `province` value that means every province (SPEC §3), besides an empty one. */
export const ALL_PROVINCES = '全部';
/** '3-5', '10-', '0-1': whole years. */
export const YEAR_RANGE_PATTERN = '^\\s*\\d{1,3}\\s*-\\s*(\\d{1,3})?\\s*$';
/** '100-500', '5000-': 万元 (decimals allowed). */
export const CAPITAL_RANGE_PATTERN = '^\\s*\\d+(\\.\\d+)?\\s*-\\s*(\\d+(\\.\\d+)?)?\\s*$';

const PUBLIC_NOTE = '无需登录（地图与企业名录共用），只查本租户的企业；列表项不含联系电话、法定代表人等信息。';

const texts = (title: string, description: string) =>
  Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200, title, description });
const ids = (title: string, description: string) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: 200, title, description });
const ranges = (title: string, pattern: string, description: string) =>
  Type.Array(Type.String({ pattern, maxLength: 30 }), { maxItems: 20, title, description });

/** The organisation search payload of SPEC §3: every field optional, arrays ORed within, ANDed between. */
const searchFields = {
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      title: '搜索',
      description: '按空白分成若干词，每个词须出现在企业全称、简称或统一社会信用代码中（子串匹配，不区分大小写）',
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
    Type.Array(Type.Enum([...ORG_TYPES]), { maxItems: 2, title: '企业类型', description: 'ORG 企业，SERVICE 服务机构' }),
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
  ...pagingFields(ORG_SEARCH_PAGE_SIZE, { defaultSize: ORG_SEARCH_PAGE_SIZE, maxPage: 10_000 }),
  province: Type.Optional(
    Type.String({ maxLength: 50, title: '省份', description: `单个省份；'${ALL_PROVINCES}' 或空表示全部` }),
  ),
};
const SearchBody = Type.Object(searchFields);

/** The operators' directory table may be sorted by these (server/modules/org/search-sorted.ts maps them). */
export const ORG_DIRECTORY_SORTS = ['fullname', 'setupDate', 'registerCapital', 'createdAt'] as const;
/** listEsOrg also takes a column sort (not the count or the export, whose order is the id's). */
const ListBody = Type.Object({ ...searchFields, ...sortFields(ORG_DIRECTORY_SORTS) });

/** A directory item: the SPEC §3 fields under their SPEC names, then extras the screens show. */
const ListItem = Type.Object({
  ...orgNames,
  ranges: Type.String({ description: '经营范围' }),
  envreate: Type.String({ description: '环境信用评级' }),
  ...orgCoordinates,
  orgtypes: Type.String({ description: '企业类型 ORG / SERVICE' }),
  orgaddress: Type.String({ description: '注册地址' }),
  industryName: Type.String({ description: '所属产业' }),
  fieldId: Type.Integer({ description: '产业领域编号' }),
  category: Type.String({ description: '企业类别' }),
  parkId: Type.Integer(),
  parkName: Type.String({ description: '所在园区' }),
  ...orgRegistration,
});

/** The public profile of one organisation. Contacts and internal fields stay out. */
const inforFields = {
  ...orgNames,
  orgtype: OrgTypeSchema,
  category: Type.String({ description: '企业类别' }),
  industryName: Type.String({ description: '所属行业' }),
  address: Type.String(),
  legalPerson: Type.String({ description: '法定代表人' }),
  ...orgRegistration,
  parkId: Type.Integer(),
  subPark: Type.String({ description: '所在园区' }),
  ...orgCoordinates,
  ranges: Type.String({ description: '经营范围' }),
};

const Option = Type.Object({ value: Type.String(), label: Type.String() });

/** What /op/orgPortrait/{orgid} shows: the profile, figures, linked users and certification history. */
const Portrait = Type.Object({
  profile: Type.Object({
    ...inforFields,
    parkName: Type.String({ description: '所在园区' }),
    contactPhone: Type.String({ description: '联系电话（中间四位隐去）' }),
    envreate: Type.String({ description: '环境信用评级' }),
    region: Type.String({ description: '省市区' }),
    createdAt: Type.String({ description: '入驻平台时间' }),
  }),
  figures: Type.Object({
    yearsSinceSetup: Type.Union([Type.Integer(), Type.Null()], { description: '成立年限（整年），成立日期未知为 null' }),
    yearsOnPlatform: Type.Integer({ description: '入驻年限（整年）' }),
    registerCapital: Type.Number({ description: '注册资本（万元）' }),
    industryName: Type.String(),
    industryOrgCount: Type.Integer({ description: '本租户同产业企业数' }),
    industryAvgCapital: Type.Number({ description: '本租户同产业平均注册资本（万元）' }),
    industryRankInPark: Type.Integer({ description: '同园区同产业按注册资本的排名（并列同名次）' }),
    industryCountInPark: Type.Integer({ description: '同园区同产业企业数' }),
  }),
  users: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      phone: Type.String({ description: '手机号（中间四位隐去）' }),
      status: Type.String(),
      createdAt: Type.String(),
    }),
  ),
  certifications: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Type.Enum(['ORG', 'RELATE'], { description: 'ORG 企业认证，RELATE 关联企业' }),
      kindLabel: Type.String(),
      status: Type.String(),
      statusLabel: Type.String(),
      applicant: Type.String(),
      reason: Type.String(),
      createdAt: Type.String(),
      reviewedAt: Nullable(Type.String()),
    }),
  ),
});

export const orgContract = defineContract(
  { base: 'parkboot', tag: 'org', module: '企业管理' },
  {
    infor: {
      method: 'POST',
      path: 'v2/org/infor/:id',
      notLogged: 'a read the spec sends as POST: it changes nothing',
      access: 'public',
      summary: '企业基本信息（公开）',
      description: '无需登录：/regist/orgRelate/{id} 用它向申请人展示要加入的企业。只查本园区的企业。',
      params: IdParams,
      answer: Type.Object(inforFields),
    },
    list: {
      method: 'POST',
      path: 'v2/org/listEsOrg',
      notLogged: 'a search the spec sends as POST: it changes nothing',
      access: 'public',
      summary: '企业搜索（列表）',
      description: `${PUBLIC_NOTE}按企业编号倒序（新入驻的在前），搜索时也如此；给出 orderBy 时按该列排序（空值在后）。出错时按 SPEC §8 回答空列表（statusCode 200），错误只记日志。`,
      body: ListBody,
      answer: Type.Object({
        list: Type.Array(ListItem),
        total: Type.Integer({ description: '符合条件的企业总数' }),
      }),
    },
    count: {
      method: 'POST',
      path: 'v2/org/countEsOrg',
      notLogged: 'a search the spec sends as POST: it changes nothing',
      access: 'public',
      summary: '企业搜索（数量）',
      description: `${PUBLIC_NOTE}条件同 listEsOrg，忽略分页。出错时回答 0。`,
      body: SearchBody,
      answer: Type.Object({ count: Type.Integer() }),
    },
    filters: {
      method: 'GET',
      path: 'v2/org/filters',
      access: 'public',
      summary: '企业搜索的筛选项',
      description: '本租户的园区、产业（含领域编号与企业数）、企业类别、经营状态，以及成立年限、注册资本、入驻年限的区间取值。',
      answer: Type.Object({
        parks: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), parentId: Nullable(Type.Integer()) }), {
          description: '本租户的园区（主园区与分园区）',
        }),
        subParks: Type.Array(Type.String(), { description: '企业所在园区名称（subparks 的取值）' }),
        industries: Type.Array(Type.Object({ fieldId: Type.Integer(), name: Type.String(), count: Type.Integer() })),
        categories: Type.Array(Type.String()),
        registStatuses: Type.Array(Type.String()),
        orgtypes: Type.Array(Option),
        setuptims: Type.Array(Option),
        registercapitals: Type.Array(Option),
        contimes: Type.Array(Option),
      }),
    },
    export: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'v2/org/export',
      access: 'operator',
      permission: 'org.manage',
      summary: '导出企业名录（运营）',
      description:
        '条件同 listEsOrg（忽略 pagenum 与 size），导出全部符合条件的企业为 .xlsx，文件名 企业名录-YYYYMMDD.xlsx（content-disposition）。逐批读取、边读边写。',
      body: SearchBody,
      answer: FILE,
    },
    portrait: {
      method: 'GET',
      path: 'v2/org/portrait/:id',
      access: 'operator',
      permission: 'org.manage',
      summary: '企业画像（运营）',
      description:
        '基本与经营信息、关联用户（手机号隐去中间四位）、认证记录，以及成立年限、注册资本、同园区同产业排名、同产业企业数与平均注册资本。',
      params: IdParams,
      answer: Portrait,
    },
  },
);

/** The search payload of SPEC §3 (listEsOrg, countEsOrg, export). */
export type OrgSearchPayload = BodyOf<typeof orgContract.list>;
export type OrgListItem = ItemOf<typeof orgContract.list>;
export type OrgInfor = AnswerOf<typeof orgContract.infor>;
export type OrgFilters = AnswerOf<typeof orgContract.filters>;
export type OrgPortrait = AnswerOf<typeof orgContract.portrait>;
