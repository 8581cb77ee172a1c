import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  INDUSTRY_LIMITS as L,
  NODE_LEVELS,
  TARGET_SCALES,
  TARGET_STATE_KEYS,
  TARGET_STATES,
  type IndustryNode,
  type TargetImportResult,
  type TargetState,
} from '../../../common/industry/contract.js';
import { quoted } from '../../../common/quoted.js';
import type { AppInstance } from '../../app-types.js';
import type { RequestCtx } from '../../kit/context.js';
import { answered, type Answered } from '../../kit/serve.js';
import { sheetOf, type SheetColumns } from '../../kit/sheet.js';
import {
  cellAt,
  importCell,
  readFirstSheet,
  withUploadedSheet,
  type SheetRow,
} from '../../kit/spreadsheet.js';
import { headerColumns } from '../../kit/spreadsheet/import.js';
import { BizError } from '../../lib/errors.js';
import { sendXlsx } from '../../lib/xlsx-export.js';
import { chainById, nodesOf } from './repo.js';

/**
 * 招商目标 from .xlsx (/op/indusManage/merchant): the template, and the import — every row checked
 * against the chain first, then all of them added in one transaction, or none.
 */

/** The template's columns, in order; the import finds them by their header. */
const HEADERS = {
  name: '企业名称',
  region: '所在地区',
  scale: '企业规模',
  node: '对应环节',
  reason: '招引理由',
  state: '跟进状态',
  note: '跟进情况',
} as const;
type Column = keyof typeof HEADERS;
const COLUMNS = Object.keys(HEADERS) as Column[];
const REQUIRED: readonly Column[] = ['name', 'region', 'scale', 'reason'];

const fileSafe = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '');

/** 招商目标导入模板-新能源汽车.xlsx: the header row to fill, and what each column may say. */
export async function sendTargetTemplate(
  ctx: RequestCtx,
  chainId: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const chain = await chainById(ctx.db, chainId);
  const nodes = (await nodesOf(ctx.db, chainId)).filter((n) => n.level !== 'SEGMENT');
  const targets: SheetColumns<never> = COLUMNS.map((c) => ({
    header: HEADERS[c],
    width: c === 'reason' || c === 'note' ? 40 : 16,
    cell: () => null,
  }));
  type Hint = { what: string; value: string; note: string };
  const hints: Hint[] = [
    ...nodes.map((n) => ({
      what: '对应环节',
      value: nodeLabel(n, nodes),
      note: `${NODE_LEVELS[n.level]} · 本地企业 ${String(n.local)} 家`,
    })),
    ...TARGET_SCALES.map((s) => ({ what: '企业规模', value: s, note: '' })),
    ...TARGET_STATE_KEYS.map((s) => ({
      what: '跟进状态',
      value: TARGET_STATES[s],
      note: s === 'LEAD' ? '空着即为待接洽' : '',
    })),
  ];
  const hintColumns: SheetColumns<Hint> = [
    { header: '列', width: 12, cell: (h) => h.what },
    { header: '可填的值', width: 30, cell: (h) => h.value },
    { header: '说明', width: 24, cell: (h) => h.note },
  ];
  return sendXlsx(reply, {
    filename: `招商目标导入模板-${fileSafe(chain.name)}.xlsx`,
    sheets: [sheetOf('招商目标', targets, []), sheetOf('填写说明', hintColumns, hints)],
  });
}

/** A link by its name, a product as 环节/产品 (the form a name shared by two products takes). */
function nodeLabel(node: IndustryNode, nodes: readonly IndustryNode[]): string {
  if (node.level !== 'PRODUCT') return node.name;
  return `${nodes.find((n) => n.id === node.parentId)?.name ?? ''}/${node.name}`;
}

interface ParsedRow {
  row: number;
  values: Record<Column, string>;
  messages: string[];
}

const text = (row: SheetRow, column: number | undefined): { value: string; bad: boolean } => {
  if (column === undefined) return { value: '', bad: false };
  const cell = importCell(cellAt(row, column));
  if (cell === null) return { value: '', bad: false };
  if (typeof cell === 'object') return { value: '', bad: true };
  return { value: String(cell), bad: false };
};

async function readTargetSheet(path: string): Promise<ParsedRow[]> {
  const rows = await readFirstSheet(path, {
    limits: { rows: L.importRowsMax + 1 },
    unreadable: '无法读取导入文件，请使用下载的模板（.xlsx）填写',
  });
  const header = rows[0]?.number === 1 ? rows[0] : undefined;
  const at = headerColumns(rows);
  const missing = COLUMNS.filter((c) => !at.has(HEADERS[c]));
  if (missing.length > 0)
    throw new BizError(
      `导入文件第1行缺少列：${missing.map((c) => HEADERS[c]).join('、')}。请使用下载的导入模板`,
    );
  const parsed: ParsedRow[] = [];
  for (const row of rows) {
    if (row === header) continue;
    const cells = COLUMNS.map((c) => [c, text(row, at.get(HEADERS[c]))] as const);
    if (cells.every(([, t]) => !t.value && !t.bad)) continue;
    const messages = cells.filter(([, t]) => t.bad).map(([c]) => `${HEADERS[c]}应为文字`);
    parsed.push({
      row: row.number,
      values: Object.fromEntries(cells.map(([c, t]) => [c, t.value])) as Record<Column, string>,
      messages,
    });
  }
  if (parsed.length === 0) throw new BizError('导入文件中没有数据行');
  return parsed;
}

const STATE_BY_LABEL = new Map<string, TargetState>(TARGET_STATE_KEYS.map((s) => [TARGET_STATES[s], s]));
const SCALES = new Set<string>(TARGET_SCALES);
const MAX: Partial<Record<Column, number>> = {
  name: L.nameMax,
  region: 30,
  node: 2 * L.nameMax + 1,
  reason: L.textMax,
  note: L.textMax,
};

/** A row's problems against the chain, in the order of its columns. */
function problemsOf(values: Record<Column, string>, nodeIds: Map<string, number[]>): string[] {
  const out: string[] = [];
  for (const c of REQUIRED) if (!values[c]) out.push(`${HEADERS[c]}为空`);
  for (const c of COLUMNS) {
    const max = MAX[c];
    if (max !== undefined && values[c].length > max) out.push(`${HEADERS[c]}不能超过${String(max)}个字`);
  }
  if (values.name && values.name.length < 2) out.push('企业名称至少2个字');
  if (values.reason && values.reason.length < 2) out.push('招引理由至少2个字');
  if (values.scale && !SCALES.has(values.scale)) out.push(`企业规模应为${TARGET_SCALES.join('、')}之一`);
  if (values.state && !STATE_BY_LABEL.has(values.state))
    out.push(`跟进状态应为${TARGET_STATE_KEYS.map((s) => TARGET_STATES[s]).join('、')}之一`);
  if (values.node) {
    const ids = nodeIds.get(values.node) ?? [];
    if (ids.length === 0) out.push(`本产业链没有名为${quoted(values.node)}的环节或产品`);
    else if (ids.length > 1)
      out.push(`本产业链有${String(ids.length)}个名为${quoted(values.node)}的产品，请写成“环节/产品”`);
  }
  return out;
}

/** Receives the .xlsx, checks every row, and adds them all in one transaction — or nothing. */
export async function importTargets(
  app: AppInstance,
  ctx: RequestCtx,
  chainId: number,
  request: FastifyRequest,
  now: string,
): Promise<Answered<TargetImportResult>> {
  await chainById(ctx.db, chainId);
  const parsed = await withUploadedSheet(app, request, readTargetSheet);
  const nodes = (await nodesOf(ctx.db, chainId)).filter((n) => n.level !== 'SEGMENT');
  const nodeIds = new Map<string, number[]>();
  for (const n of nodes)
    for (const label of new Set([n.name, nodeLabel(n, nodes)]))
      nodeIds.set(label, [...(nodeIds.get(label) ?? []), n.id]);
  const existing = new Set(
    (
      await ctx.db.selectFrom('industry_targets').select('name').where('chain_id', '=', chainId).execute()
    ).map((t) => t.name),
  );
  const seen = new Map<string, number>();
  const errors: TargetImportResult['errors'] = [];
  for (const row of parsed) {
    const messages = [...row.messages, ...problemsOf(row.values, nodeIds)];
    const name = row.values.name;
    if (name) {
      const first = seen.get(name);
      if (first !== undefined) messages.push(`与第${String(first)}行是同一家企业`);
      else seen.set(name, row.row);
      if (existing.has(name)) messages.push(`本产业链已有招商目标${quoted(name)}`);
    }
    if (messages.length > 0) errors.push({ row: row.row, name, messages });
  }
  if (errors.length > 0)
    return answered(
      { saved: false, imported: 0, errors },
      `有${String(errors.length)}行数据有误（第${errors.map((e) => String(e.row)).join('、')}行），未导入任何数据`,
    );

  await ctx.db.transaction().execute(async (trx) => {
    for (const { values } of parsed) {
      await trx
        .insertInto('industry_targets')
        .values({
          chain_id: chainId,
          node_id: values.node ? (nodeIds.get(values.node)?.[0] ?? null) : null,
          name: values.name,
          region: values.region,
          scale: values.scale,
          reason: values.reason,
          state: STATE_BY_LABEL.get(values.state) ?? 'LEAD',
          note: values.note,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });
  return answered(
    { saved: true, imported: parsed.length, errors: [] },
    `已导入${String(parsed.length)}个招商目标`,
  );
}
