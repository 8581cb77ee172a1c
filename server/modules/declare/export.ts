import type { ApplicationDetail } from '../../../common/declare/contract.js';
import { DECLARE_STATE } from '../../../common/declare/rules.js';
import { parkTime } from '../../lib/park-time.js';
import type { SheetColumns } from '../../kit/sheet.js';
import type { XlsxColumn, XlsxExport, XlsxRow } from '../../lib/xlsx-export.js';
import type { ApplicationRow } from './application-repo.js';

/** The two .xlsx exports: the list of applications under the current filters, and one application in full. */

/** 政策申报列表-20260521.xlsx: the applications under the list's filters. */
export const LIST_COLUMNS: SheetColumns<ApplicationRow> = [
  { header: '申报编号', cell: (r) => r.id },
  { header: '申报名称', width: 28, cell: (r) => r.declare_name },
  { header: '申报通知', width: 40, cell: (r) => r.declare_title },
  { header: '政策', width: 36, cell: (r) => r.policy_title },
  { header: '申报项目', width: 24, cell: (r) => r.apply_item_name },
  { header: '企业名称', width: 36, cell: (r) => r.org_name },
  { header: '统一社会信用代码', width: 22, cell: (r) => r.credit_code },
  { header: '项目名称', width: 30, cell: (r) => r.project_name },
  { header: '申请金额（万元）', cell: (r) => (r.amount_applied === null ? null : Number(r.amount_applied)) },
  { header: '申报状态', cell: (r) => DECLARE_STATE[r.state] },
  { header: '审核意见', width: 30, cell: (r) => r.reason },
  { header: '提交时间', width: 18, cell: (r) => parkTime(r.submitted_at) },
  { header: '审核时间', width: 18, cell: (r) => parkTime(r.audited_at) },
  { header: '兑现金额（万元）', cell: (r) => (r.landing_amount === null ? null : Number(r.landing_amount)) },
  { header: '联系人', cell: (r) => r.contact_name },
  { header: '联系电话', width: 16, cell: (r) => r.contact_phone },
];

type Pair = XlsxRow & { label: string; value: string | number | null };
const PAIR_COLUMNS: ReadonlyArray<XlsxColumn<Pair>> = [
  { header: '项目', key: 'label', width: 20 },
  { header: '内容', key: 'value', width: 80 },
];

type FileLine = XlsxRow & { material: string; required: string; filename: string; size: string };
const FILE_COLUMNS: ReadonlyArray<XlsxColumn<FileLine>> = [
  { header: '申报材料', key: 'material', width: 28 },
  { header: '是否必传', key: 'required' },
  { header: '文件名', key: 'filename', width: 40 },
  { header: '大小', key: 'size' },
];

type TrailLine = XlsxRow & { time: string; action: string; actor: string; reason: string };
const TRAIL_COLUMNS: ReadonlyArray<XlsxColumn<TrailLine>> = [
  { header: '时间', key: 'time', width: 18 },
  { header: '操作', key: 'action', width: 16 },
  { header: '操作人', key: 'actor', width: 12 },
  { header: '意见 / 说明', key: 'reason', width: 50 },
];

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** One application: its fields, its files by material, and its trail, on three sheets. */
export function detailExport(d: ApplicationDetail): XlsxExport {
  const f = d.form;
  const pairs: Pair[] = [
    { label: '申报编号', value: d.id },
    { label: '申报名称', value: d.declareName },
    { label: '申报通知', value: d.declareTitle },
    { label: '政策', value: d.policyTitle },
    { label: '申报项目', value: d.applyItemName },
    { label: '企业名称', value: d.orgName },
    { label: '统一社会信用代码', value: d.creditCode },
    { label: '申报状态', value: d.stateLabel },
    { label: '审核意见', value: d.reason },
    { label: '联系人', value: f.contactName },
    { label: '联系电话', value: f.contactPhone },
    { label: '项目名称', value: f.projectName },
    { label: '项目简介', value: f.projectSummary },
    { label: '申请金额（万元）', value: f.amountApplied },
    { label: '上年度营业收入（万元）', value: f.revenue },
    { label: '上年度研发投入（万元）', value: f.rdExpense },
    { label: '职工人数', value: f.employees },
    { label: '备注', value: f.remark },
    { label: '提交时间', value: parkTime(d.submittedAt) },
    { label: '审核时间', value: parkTime(d.auditedAt) },
    { label: '兑现金额（万元）', value: d.landing?.amount ?? null },
    { label: '兑现日期', value: d.landing?.landedOn ?? '' },
    { label: '兑现说明', value: d.landing?.note ?? '' },
  ];
  const files: FileLine[] = d.materials.flatMap((m) =>
    m.files.length === 0
      ? [{ material: m.name, required: m.required ? '是' : '否', filename: '（未上传）', size: '' }]
      : m.files.map((file) => ({ material: m.name, required: m.required ? '是' : '否', filename: file.filename, size: size(file.size) })),
  );
  const trail: TrailLine[] = d.history.map((e) => ({ time: parkTime(e.createdAt), action: e.actionLabel, actor: e.actorName, reason: e.reason }));
  return {
    filename: `申报详情-${d.orgName}-${d.id}.xlsx`,
    sheets: [
      { name: '申报信息', columns: PAIR_COLUMNS as ReadonlyArray<XlsxColumn>, rows: pairs },
      { name: '申报材料', columns: FILE_COLUMNS as ReadonlyArray<XlsxColumn>, rows: files },
      { name: '审核记录', columns: TRAIL_COLUMNS as ReadonlyArray<XlsxColumn>, rows: trail },
    ],
  };
}
