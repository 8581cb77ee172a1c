import { orgContract, type OrgSearchPayload } from '../../../common/org/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serve } from '../../kit/serve.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import { parkToday } from '../../lib/park-time.js';
import { criteriaOf } from './criteria.js';
import { ORGTYPE_LABELS } from './present.js';
import type { OrgSearch } from './search-repo.js';
import type { OrgListRow } from './search-rows.js';
import { emptyBodyIsAll, otherTenant } from './routes-search.js';

type ExportRow = XlsxRow & {
  fullname: string;
  simplename: string;
  creditCode: string;
  orgtype: string;
  category: string;
  industry: string;
  park: string;
  capital: number;
  setupDate: string;
  status: string;
  envreate: string;
  region: string;
  address: string;
  ranges: string;
  joined: string;
};

export const EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<ExportRow>> = [
  { header: '企业名称', key: 'fullname', width: 36 },
  { header: '简称', key: 'simplename', width: 14 },
  { header: '统一社会信用代码', key: 'creditCode', width: 22 },
  { header: '企业类型', key: 'orgtype' },
  { header: '企业类别', key: 'category', width: 16 },
  { header: '所属产业', key: 'industry', width: 16 },
  { header: '所在园区', key: 'park', width: 20 },
  { header: '注册资本（万元）', key: 'capital' },
  { header: '成立日期', key: 'setupDate', width: 12 },
  { header: '经营状态', key: 'status' },
  { header: '环境信用评级', key: 'envreate' },
  { header: '所在地区', key: 'region', width: 20 },
  { header: '注册地址', key: 'address', width: 40 },
  { header: '经营范围', key: 'ranges', width: 60 },
  { header: '入驻日期', key: 'joined', width: 12 },
];

function exportRow(row: OrgListRow): ExportRow {
  return {
    fullname: row.fullname,
    simplename: row.simplename,
    creditCode: row.credit_code,
    orgtype: ORGTYPE_LABELS[row.orgtype] ?? row.orgtype,
    category: row.category,
    industry: row.industry_name,
    park: row.park_name ?? row.sub_park,
    capital: Number(row.register_capital),
    setupDate: row.setup_date,
    status: row.regist_status,
    envreate: row.envreate,
    region: `${row.province}${row.city}${row.county}`,
    address: row.address,
    ranges: row.ranges,
    joined: row.created_at.slice(0, 10),
  };
}

/** 企业名录-20260521.xlsx: the day in the parks' time zone. */
export const exportFileName = (now: Date = new Date()) =>
  `企业名录-${parkToday(now).replaceAll('-', '')}.xlsx`;

async function* exportRows(search: OrgSearch, tenantId: number, body: OrgSearchPayload) {
  for await (const batch of search.batches(tenantId, criteriaOf(body))) {
    for (const row of batch) yield exportRow(row);
  }
}

/** The operators' export of the directory under the current filters (all pages). */
export function exportRoute(app: AppInstance, search: OrgSearch) {
  serve(
    app,
    orgContract.export,
    async ({ body, ctx, reply }) => {
      const rows = otherTenant(body, ctx.tenantId) ? [] : exportRows(search, ctx.tenantId, body);
      return sendXlsx(reply, {
        filename: exportFileName(),
        sheets: [{ name: '企业名录', columns: EXPORT_COLUMNS as ReadonlyArray<XlsxColumn>, rows }],
      });
    },
    emptyBodyIsAll,
  );
}
