import type { FastifyReply, FastifyRequest } from 'fastify';
import { INDICATOR_TYPE_LABELS, type IndicatorType } from '../../../common/economy/catalog.js';
import { ORG_DATA_LIMITS, type OrgDataImportResult } from '../../../common/economy/data-contract.js';
import type { AppInstance } from '../../app-types.js';
import type { UserCtx } from '../../kit/context.js';
import { answered, type Answered } from '../../kit/serve.js';
import { sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { cellAt } from '../../kit/spreadsheet.js';
import { headerColumns, numberOf, readUploadedSheet, textOf } from '../../kit/spreadsheet/import.js';
import { BizError } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { reportedOf } from './org-data.js';

/**
 * The enterprise data's template and import: every row checked first, then all of them written in
 * one transaction — or none, with each bad row named.
 */

const CODE = '统一社会信用代码';
const NAME = '企业名称';
const YEAR = '年份';
const MONTH = '月份';

type Definition = Awaited<ReturnType<typeof reportedOf>>[number];
const titleOf = (d: Pick<Definition, 'name' | 'unit'>) => `${d.name}（${d.unit}）`;

/** The month figures come in for: the one before the park's current month. */
function lastMonth(): { year: number; month: number } {
  const [y, m] = parkToday().split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
}

export async function sendTemplate(
  ctx: UserCtx,
  type: IndicatorType,
  asked: { year?: number | undefined; month?: number | undefined },
  reply: FastifyReply,
) {
  const defs = await reportedOf(ctx.db, type);
  const period = { ...lastMonth(), ...(asked.year ? { year: asked.year } : {}), ...(asked.month ? { month: asked.month } : {}) };
  const orgs = await ctx.db
    .selectFrom('economy_reporters')
    .innerJoin('orgs', 'orgs.id', 'economy_reporters.org_id')
    .select(['orgs.fullname', 'orgs.credit_code'])
    .where('economy_reporters.type', '=', type)
    .orderBy('orgs.fullname')
    .execute();
  const columns: SheetColumns<(typeof orgs)[number]> = [
    { header: CODE, width: 22, cell: (o) => o.credit_code },
    { header: NAME, width: 34, cell: (o) => o.fullname },
    { header: YEAR, width: 8, cell: () => period.year },
    { header: MONTH, width: 8, cell: () => period.month },
    ...defs.map((d) => ({ header: titleOf(d), width: 16, cell: () => null })),
  ];
  return sendSheet(reply, {
    name: '企业数据',
    filename: `企业数据导入模板-${INDICATOR_TYPE_LABELS[type]}.xlsx`,
    columns,
    rows: orgs,
  });
}

interface Planned {
  orgId: number;
  year: number;
  month: number;
  values: { indicatorId: number; value: number }[];
}

/** One row's figures and what is wrong with them. */
function figuresOf(row: Parameters<typeof cellAt>[0], defs: readonly Definition[], columns: Map<string, number>) {
  const messages: string[] = [];
  const values: Planned['values'] = [];
  for (const d of defs) {
    const value = numberOf(cellAt(row, columns.get(titleOf(d).replace(/\s+/g, '')) ?? 0));
    if (value === 'bad') messages.push(`${d.name}应为数字`);
    else if (value !== null && value < 0) messages.push(`${d.name}不能为负数`);
    else if (value !== null && value > ORG_DATA_LIMITS.valueMax) messages.push(`${d.name}超出范围`);
    else if (value !== null) values.push({ indicatorId: d.id, value });
  }
  if (messages.length === 0 && values.length === 0) messages.push('没有填写任何指标');
  return { messages, values };
}

/** A row's month, or why it is none: a whole year and month, not after the current month. */
function periodOf(yearCell: string, monthCell: string, today: string): { year: number; month: number } | string {
  const year = Number(yearCell);
  const month = Number(monthCell);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return '年份应为4位年份';
  if (!Number.isInteger(month) || month < 1 || month > 12) return '月份应为1至12';
  const [y, m] = today.split('-').map(Number) as [number, number];
  if (year > y || (year === y && month > m)) return '不能导入未来月份的数据';
  return { year, month };
}

export async function importOrgData(
  app: AppInstance,
  ctx: UserCtx,
  type: IndicatorType,
  request: FastifyRequest,
  now: string,
): Promise<Answered<OrgDataImportResult>> {
  const defs = await reportedOf(ctx.db, type);
  const rows = await readUploadedSheet(app, request, {
    limits: { rows: ORG_DATA_LIMITS.importRowsMax + 1 },
    unreadable: '无法读取导入文件，请使用下载的模板（.xlsx）填写',
  });
  const columns = headerColumns(rows);
  const missing = [CODE, YEAR, MONTH].filter((t) => !columns.has(t));
  if (missing.length || !defs.some((d) => columns.has(titleOf(d).replace(/\s+/g, ''))))
    throw new BizError(`导入文件第1行缺少列：${[...missing, ...(missing.length ? [] : ['指标列'])].join('、')}。请使用下载的导入模板`);
  const body = rows.filter((r) => r.number > 1);
  if (body.length === 0) throw new BizError('导入文件中没有数据行');

  const codes = [...new Set(body.map((r) => textOf(cellAt(r, columns.get(CODE)!)).toUpperCase()).filter(Boolean))];
  const orgs = codes.length
    ? await ctx.db.selectFrom('orgs').select(['id', 'fullname', 'credit_code']).where('credit_code', 'in', codes).execute()
    : [];
  const byCode = new Map(orgs.map((o) => [o.credit_code.toUpperCase(), o]));
  const today = parkToday();
  const seen = new Map<string, number>();
  const plan: Planned[] = [];
  const errors: OrgDataImportResult['errors'] = [];
  for (const row of body) {
    const code = textOf(cellAt(row, columns.get(CODE)!)).toUpperCase();
    const name = textOf(cellAt(row, columns.get(NAME) ?? 0));
    const org = code ? byCode.get(code) : undefined;
    const messages: string[] = [];
    if (!code) messages.push('统一社会信用代码为空');
    else if (!org) messages.push(`本园区没有统一社会信用代码为 ${code} 的企业`);
    const period = periodOf(textOf(cellAt(row, columns.get(YEAR)!)), textOf(cellAt(row, columns.get(MONTH)!)), today);
    if (typeof period === 'string') messages.push(period);
    else if (code) {
      const key = `${code}:${String(period.year)}:${String(period.month)}`;
      const first = seen.get(key);
      if (first !== undefined) messages.push(`与第${String(first)}行是同一企业同一月份`);
      else seen.set(key, row.number);
    }
    const figures = figuresOf(row, defs, columns);
    messages.push(...figures.messages);
    if (messages.length) errors.push({ row: row.number, creditCode: code, fullname: org?.fullname ?? name, messages });
    else if (org && typeof period !== 'string') plan.push({ orgId: org.id, ...period, values: figures.values });
  }
  if (errors.length)
    return answered(
      { saved: false, imported: 0, errors },
      `有${String(errors.length)}行数据有误（第${errors.map((e) => e.row).join('、')}行），未导入任何数据`,
    );

  await ctx.db.transaction().execute(async (trx) => {
    for (const p of plan) {
      for (const v of p.values) {
        const done = await trx
          .updateTable('economy_org_data')
          .set({ value: v.value, updated_by: ctx.user.id, updated_at: now })
          .where('org_id', '=', p.orgId)
          .where('indicator_id', '=', v.indicatorId)
          .where('year', '=', p.year)
          .where('month', '=', p.month)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0)
          await trx
            .insertInto('economy_org_data')
            .values({ org_id: p.orgId, indicator_id: v.indicatorId, year: p.year, month: p.month, value: v.value, updated_by: ctx.user.id, updated_at: now })
            .execute();
      }
      const listed = await trx
        .selectFrom('economy_reporters')
        .select('id')
        .where('type', '=', type)
        .where('org_id', '=', p.orgId)
        .executeTakeFirst();
      if (!listed) await trx.insertInto('economy_reporters').values({ type, org_id: p.orgId }).execute();
    }
  });
  return answered({ saved: true, imported: plan.length, errors: [] }, `已导入${String(plan.length)}行企业数据`);
}
