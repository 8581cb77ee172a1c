import { appealContract as c, departmentContract, type APPEAL_LIST_SORTS } from '@common/appeal/contract';
import type { AppealCategoryCode, AppealState } from '@common/appeal/rules';
import { orgContract } from '@common/org/contract';
import { call } from '@/core/endpoint-call';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';

/** The appeal resources (common/appeal/contract.ts); the outbox route appeal/submit is in parts/submit.ts. */

export type {
  AppealAnalysis,
  AppealCounts,
  AppealDetail,
  AppealEvent,
  AppealListItem,
  Department,
} from '@common/appeal/contract';

/** The screens' queries: the URL's strings ('' = 全部); the server checks them. */
export type MineQuery = { state?: string };
export type OpQuery = {
  states?: string;
  category?: string;
  departmentId?: string;
  overdue?: string;
  search?: string;
} & SortParams;

export const myAppeals = defineList(c.mine, {
  toQuery: (q: MineQuery) => ({ state: q.state as AppealState | '' | undefined }),
});
/** The URL's strings as the list's (and the export's) filters; the server checks the codes. */
/** The filters (the list's and the export's); the sort is the list's alone. */
const opFilters = ({ orderBy: _orderBy, order: _order, ...q }: OpQuery) => ({
  ...q,
  category: q.category as AppealCategoryCode | '' | undefined,
  overdue: q.overdue as '' | '0' | '1' | undefined,
});
export const opAppeals = defineList(c.list, {
  toQuery: (q: OpQuery) => ({ ...opFilters(q), ...sortInput<(typeof APPEAL_LIST_SORTS)[number]>(q) }),
});
export const appealDetail = defineItem(c.detail);
export const appealCounts = defineQuery(c.counts);
/** The park's departments (the assignment picker, the department filter); operators only. */
export const departments = defineQuery(departmentContract.list);
export const appealAnalysis = defineQuery(c.analyse);
/** The operators' export (导出) of the list under its filters. */
export const appealExport = defineDownload(c.export, { toInput: opFilters });
/** 导出所选: the rows picked in the desktop table, whatever the filters. */
export const appealExportSelected = defineDownload(c.export, { toInput: (ids: number[]) => ({ ids }) });

/** What every step refreshes: both lists, the detail, the counts, the analysis. */
export const AFFECTED = [myAppeals, opAppeals, appealDetail, appealCounts, appealAnalysis];

type Written = { id: number; text: string };

export const assignAppeal = defineAction(c.assign, { revalidate: AFFECTED, success: '交办成功' });
export const noteProgress = defineAction(c.progress, {
  toInput: ({ id, text }: Written) => ({ id, note: text }),
  revalidate: AFFECTED,
  success: '已记录',
});
export const replyAppeal = defineAction(c.reply, {
  toInput: ({ id, text }: Written) => ({ id, content: text }),
  revalidate: AFFECTED,
  success: '答复成功',
});
export const closeAppeal = defineAction(c.close, {
  toInput: ({ id, text }: Written) => ({ id, reason: text }),
  revalidate: AFFECTED,
  success: '已办结',
});
export const rejectAppeal = defineAction(c.reject, {
  toInput: ({ id, text }: Written) => ({ id, reason: text }),
  revalidate: AFFECTED,
  success: '已不予受理',
});
export const rateAppeal = defineAction(c.rate, { revalidate: AFFECTED, success: '评价成功' });

export interface OrgOption {
  id: number;
  fullname: string;
}

/** Enterprises of the park by name (the officers' 代企业提交 picker); [] when the search fails. */
export async function searchOrgs(search: string, signal?: AbortSignal): Promise<OrgOption[]> {
  const page = await call(orgContract.list, { search, size: 20, pagenum: 1 }, { silent: true, signal });
  return page.list.map((o) => ({ id: o.id, fullname: o.fullname }));
}
