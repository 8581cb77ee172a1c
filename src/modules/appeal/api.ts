import useSWR from 'swr';
import {
  APPEAL_API,
  type AppealAnalysis,
  type AppealCounts,
  type AppealDetail,
  type AppealListItem,
  type AppealState,
  type Department,
} from '../../../common/appeal';
import { request } from '../../core/http';
import { defineAction, defineItem, defineList } from '../../ui/resource';

/** The appeal calls (the outbox route appeal/submit is in submit.ts). */

export type MineQuery = { state?: string };
export type OpQuery = {
  states?: string;
  category?: string;
  departmentId?: string;
  overdue?: string;
  search?: string;
};

export const myAppeals = defineList<AppealListItem, MineQuery>({
  key: 'appeal/mine',
  path: APPEAL_API.mine,
  base: 'dpboot',
});
export const opAppeals = defineList<AppealListItem, OpQuery>({
  key: 'appeal/list',
  path: APPEAL_API.list,
  base: 'dpboot',
});
export const appealDetail = defineItem<AppealDetail>({
  key: 'appeal/detail',
  path: (id) => APPEAL_API.detail(id),
  base: 'dpboot',
});

export function useAppealCounts() {
  return useSWR(['appeal/counts'], () =>
    request<AppealCounts>(APPEAL_API.counts, { base: 'dpboot', silent: true }),
  );
}

/** The park's departments (the assignment picker, the department filter); operators only. */
export function useDepartments() {
  return useSWR(
    ['dept/list'],
    () => request<Department[]>(APPEAL_API.departments, { base: 'dpboot', silent: true }),
    {
      revalidateOnFocus: false,
    },
  );
}

export function useAnalysis(range: { from?: string; to?: string }) {
  return useSWR(['appeal/analyse', range.from ?? '', range.to ?? ''], () =>
    request<AppealAnalysis>(APPEAL_API.analyse, { base: 'dpboot', query: range, silent: true }),
  );
}

/** What every step refreshes: both lists, the detail, the counts, the analysis. */
export const AFFECTED = [myAppeals, opAppeals, appealDetail, 'appeal/counts', 'appeal/analyse'];

type Changed = { id: number; state: AppealState };

export const assignAppeal = defineAction<{ id: number; departmentId: number; note: string }, Changed>({
  path: ({ id }) => APPEAL_API.assign(id),
  base: 'dpboot',
  toBody: ({ departmentId, note }) => ({ departmentId, note }),
  revalidate: AFFECTED,
  success: '交办成功',
});

export const noteProgress = defineAction<{ id: number; text: string }, Changed>({
  path: ({ id }) => APPEAL_API.progress(id),
  base: 'dpboot',
  toBody: ({ text }) => ({ note: text }),
  revalidate: AFFECTED,
  success: '已记录',
});

export const replyAppeal = defineAction<{ id: number; text: string }, Changed>({
  path: ({ id }) => APPEAL_API.reply(id),
  base: 'dpboot',
  toBody: ({ text }) => ({ content: text }),
  revalidate: AFFECTED,
  success: '答复成功',
});

export const closeAppeal = defineAction<{ id: number; text: string }, Changed>({
  path: ({ id }) => APPEAL_API.close(id),
  base: 'dpboot',
  toBody: ({ text }) => ({ reason: text }),
  revalidate: AFFECTED,
  success: '已办结',
});

export const rejectAppeal = defineAction<{ id: number; text: string }, Changed>({
  path: ({ id }) => APPEAL_API.reject(id),
  base: 'dpboot',
  toBody: ({ text }) => ({ reason: text }),
  revalidate: AFFECTED,
  success: '已不予受理',
});

export const rateAppeal = defineAction<{ id: number; rating: number; comment: string }, Changed>({
  path: ({ id }) => APPEAL_API.rate(id),
  base: 'dpboot',
  toBody: ({ rating, comment }) => ({ rating, comment }),
  revalidate: AFFECTED,
  success: '评价成功',
});

export interface OrgOption {
  id: number;
  fullname: string;
}

/** Enterprises of the park by name (the officers' 代企业提交 picker); [] when the search fails. */
export async function searchOrgs(search: string, signal?: AbortSignal): Promise<OrgOption[]> {
  const page = await request<{ list: OrgOption[] }>('v2/org/listEsOrg', {
    base: 'parkboot',
    method: 'POST',
    body: { search, size: 20, pagenum: 1 },
    silent: true,
    signal,
  });
  return page.list.map((o) => ({ id: o.id, fullname: o.fullname }));
}
