import type { FastifyReply } from 'fastify';
import type { ItemRow } from '../../../common/scene/collect.js';
import type { AbilityRow, OppRow } from '../../../common/scene/contract.js';
import { ITEM_KINDS } from '../../../common/scene/rules.js';
import { AUDIT_STATUS, PUBLISH_STATUS } from '../../../common/status.js';
import { everyPage, sendSheet, type SheetColumns } from '../../kit/sheet.js';
import type { XlsxCell } from '../../lib/xlsx-export.js';
import { parkTime } from '../../lib/park-time.js';

/** The .xlsx exports of the three lists: each column once — header, width, the field (or how the cell reads) of the row the list answers. */

type Column<T> = readonly [header: string, width: number, cell: keyof T | ((row: T) => XlsxCell)];
type Common = { id: number; contactName: string; contactPhone: string; reason: string; updatedAt: string };

function columns<T extends Common>(own: readonly Column<T>[], status: (row: T) => string): SheetColumns<T> {
  const all: Column<T>[] = [['编号', 8, 'id'], ...own, ['联系人', 10, 'contactName'], ['联系电话', 14, 'contactPhone'], ['状态', 10, status], ['审核意见', 30, 'reason'], ['最后修改', 18, (r) => parkTime(r.updatedAt)]];
  return all.map(([header, width, cell]) => ({ header, width, cell: typeof cell === 'function' ? cell : (row: T) => row[cell] as XlsxCell }));
}

const OPP_COLUMNS = columns<OppRow>(
  [['场景名称', 30, 'title'], ['应用领域', 12, 'industry'], ['需求单位', 24, 'ownerUnit'], ['场景需求', 50, 'needs'], ['预算', 16, 'budget'], ['截止日期', 12, 'deadline'], ['发布时间', 18, (r) => parkTime(r.publishedAt)]],
  (r) => PUBLISH_STATUS[r.status],
);
const ABILITY_COLUMNS = columns<AbilityRow>(
  [['企业', 30, 'orgName'], ['能力名称', 30, 'title'], ['应用领域', 12, 'field'], ['能力说明', 50, 'summary'], ['典型案例', 50, 'cases']],
  (r) => AUDIT_STATUS[r.status],
);
const ITEM_COLUMNS = columns<ItemRow>(
  [['征集轮次', 28, 'roundTitle'], ['企业', 30, 'orgName'], ['类别', 10, (r) => ITEM_KINDS[r.kind]], ['场景名称', 30, 'title'], ['应用领域', 12, 'field'], ['场景内容', 50, 'content']],
  (r) => AUDIT_STATUS[r.status],
);

type Reader<T> = (pagenum: number, size: number) => Promise<readonly T[]>;
const exporter =
  <T,>(name: string, sheetColumns: SheetColumns<T>) =>
  (reply: FastifyReply, read: Reader<T>) =>
    sendSheet(reply, { name, columns: sheetColumns, rows: everyPage(read, 500) });

export const exportOpps = exporter('场景机会清单', OPP_COLUMNS);
export const exportAbilities = exporter('企业场景能力', ABILITY_COLUMNS);
export const exportItems = exporter('场景征集内容', ITEM_COLUMNS);
