import { orgContract } from '../../../common/org/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serve } from '../../kit/serve.js';
import { everyBatch, sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { criteriaOf } from './criteria.js';
import { ORGTYPE_LABELS } from './present.js';
import type { OrgSearch } from './search-repo.js';
import type { OrgListRow } from './search-rows.js';
import { emptyBodyIsAll, otherTenant } from './routes-search.js';

/** The directory's columns, read from a listed row. */
export const EXPORT_COLUMNS: SheetColumns<OrgListRow> = [
  { header: '企业名称', width: 36, cell: (r) => r.fullname },
  { header: '简称', width: 14, cell: (r) => r.simplename },
  { header: '统一社会信用代码', width: 22, cell: (r) => r.credit_code },
  { header: '企业类型', cell: (r) => ORGTYPE_LABELS[r.orgtype] ?? r.orgtype },
  { header: '企业类别', width: 16, cell: (r) => r.category },
  { header: '所属产业', width: 16, cell: (r) => r.industry_name },
  { header: '所在园区', width: 20, cell: (r) => r.park_name ?? r.sub_park },
  { header: '注册资本（万元）', cell: (r) => Number(r.register_capital) },
  { header: '成立日期', width: 12, cell: (r) => r.setup_date },
  { header: '经营状态', cell: (r) => r.regist_status },
  { header: '环境信用评级', cell: (r) => r.envreate },
  { header: '所在地区', width: 20, cell: (r) => `${r.province}${r.city}${r.county}` },
  { header: '注册地址', width: 40, cell: (r) => r.address },
  { header: '经营范围', width: 60, cell: (r) => r.ranges },
  { header: '入驻日期', width: 12, cell: (r) => r.created_at.slice(0, 10) },
];

/** The operators' export of the directory under the current filters (all pages). */
export function exportRoute(app: AppInstance, search: OrgSearch) {
  serve(
    app,
    orgContract.export,
    ({ body, ctx, reply }) => {
      // 企业名录-20260521.xlsx: the day in the parks' time zone.
      const rows = otherTenant(body, ctx.tenantId) ? [] : everyBatch(search.batches(ctx.tenantId, criteriaOf(body)));
      return sendSheet(reply, { name: '企业名录', columns: EXPORT_COLUMNS, rows });
    },
    emptyBodyIsAll,
  );
}
