import { Type } from 'typebox';
import { Nullable, SearchText, pagingFields } from '../contract/atoms.js';
import { defineContract, FILE, MULTIPART, type AnswerOf, type ItemOf } from '../contract/endpoint.js';
import { ALL_OR_NOTHING, importAnswer, OrgRowProblem } from '../contract/sheet-import.js';
import { IndicatorTypeParams } from './indicator-contract.js';

/**
 * 企业报送数据 (SPEC §2 /op/economy/orgDataList/{type}; SPEC §7 economy data upload and download
 * templates, portrait/*): each enterprise on a type's 报送名单 reports the cumulative of the
 * type's reported indicators every month; operators list a month, see who has not reported, and
 * import a month's figures from the .xlsx template — every row checked first, nothing saved when
 * any row is wrong.
 */

export const ORG_DATA_LIMITS = { importRowsMax: 2000, valueMax: 1e9 } as const;

const Period = {
  year: Type.Integer({ title: '年份', minimum: 2000, maximum: 2100 }),
  month: Type.Integer({ title: '月份', minimum: 1, maximum: 12 }),
};
const Filters = {
  ...Period,
  state: Type.Optional(Type.Enum(['', 'REPORTED', 'MISSING'], { title: '报送情况' })),
  search: SearchText(),
};

const OrgDataRow = Type.Object({
  orgId: Type.Integer(),
  fullname: Type.String(),
  creditCode: Type.String(),
  reported: Type.Boolean({ description: '该月已报送（至少一项）' }),
  values: Type.Record(Type.String(), Nullable(Type.Number()), { description: '按指标编码的累计值；未报为 null' }),
  growth: Type.Record(Type.String(), Nullable(Type.Number()), {
    description: '按指标编码的同比增长（%）；上年同期缺报为 null',
  }),
  updatedAt: Nullable(Type.String()),
});

export const orgDataContract = defineContract(
  { base: 'dpboot', tag: 'economy', module: '经济运行' },
  {
    orgData: {
      method: 'GET',
      path: 'economy/orgData/:type',
      access: 'operator',
      permission: 'economy.view',
      dataScope: { none: '企业数据按月向全园区报送，不按经办部门划分' },
      summary: '企业报送数据（运营）',
      description:
        '某类指标某月报送名单上每家企业的累计值与同比增长；state 为 MISSING 时只列出未报送的企业。名单上的企业按名称排序。',
      params: IndicatorTypeParams,
      query: Type.Object({ ...Filters, ...pagingFields(100) }),
      answer: Type.Object({ list: Type.Array(OrgDataRow), total: Type.Integer() }),
    },
    orgDataSummary: {
      method: 'GET',
      path: 'economy/orgData/summary/:type',
      access: 'operator',
      permission: 'economy.view',
      summary: '企业报送情况（运营）',
      description: '某类指标某月报送名单的企业数、已报送与未报送的企业数。',
      params: IndicatorTypeParams,
      query: Type.Object(Period),
      answer: Type.Object({ reporters: Type.Integer(), reported: Type.Integer(), missing: Type.Integer() }),
    },
    orgDataExport: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'economy/orgData/export/:type',
      access: 'operator',
      permission: 'economy.view',
      summary: '导出企业报送数据（运营）',
      description: '条件同 economy/orgData（忽略分页），.xlsx；文件名 企业报送数据-类型-YYYY年M月-YYYYMMDD.xlsx。',
      params: IndicatorTypeParams,
      body: Type.Object(Filters),
      answer: FILE,
    },
    template: {
      method: 'GET',
      path: 'portrait/economy/template/:type',
      access: 'operator',
      permission: 'economy.input',
      summary: '下载企业数据导入模板（运营）',
      description:
        '.xlsx：第 1 行为表头（统一社会信用代码、企业名称、年份、月份，及该类启用的各报送指标“名称（单位）”），其下预填报送名单上的企业与所给月份（默认上月）。文件名 企业数据导入模板-类型.xlsx。',
      params: IndicatorTypeParams,
      query: Type.Object({ year: Type.Optional(Period.year), month: Type.Optional(Period.month) }),
      answer: FILE,
    },
    upload: {
      method: 'POST',
      path: 'portrait/economy/upload/:type',
      access: 'operator',
      permission: 'economy.input',
      summary: '导入企业报送数据',
      description:
        'multipart/form-data：字段 file 为按模板填写的 .xlsx。每行按统一社会信用代码找到本园区的企业，校验年份月份（不能是未来月份）与各指标（非负数字，至少填一项）；' +
        `${ALL_OR_NOTHING}全部无误则在一个事务中写入（同一企业同一月份的已有值被覆盖），企业加入该类报送名单。`,
      params: IndicatorTypeParams,
      body: MULTIPART,
      answer: importAnswer(OrgRowProblem, '导入的行数'),
    },
  },
);

export type OrgDataList = AnswerOf<typeof orgDataContract.orgData>;
export type OrgDataRowItem = ItemOf<typeof orgDataContract.orgData>;
export type OrgDataSummary = AnswerOf<typeof orgDataContract.orgDataSummary>;
export type OrgDataImportResult = AnswerOf<typeof orgDataContract.upload>;
