import { projectContract as c, type PROJECT_SORTS, type ProjectStage } from '@common/project/contract';
import { sortInput, type SortParams } from '@/ui/list-page';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';

/** 招商/建设项目's resources (common/project/contract.ts). */

export {
  CHANGE_ITEM_LABELS,
  CHANGE_ITEMS,
  CHANGE_STATUS_LABELS,
  CHANGE_STATUSES,
  PROJECT_LIMITS,
  PROJECT_SORTS,
  PROJECT_STAGES,
  STAGE_LABELS,
  stageMoveProblem,
  type ChangeItem,
  type ProjectAreaRow,
  type ProjectChangeView,
  type ProjectDetailView,
  type ProjectEventView,
  type ProjectRowItem,
  type ProjectStage,
  type ProjectTargets,
} from '@common/project/contract';

export type ProjectQuery = {
  stage?: string;
  search?: string;
  deptId?: string;
  area?: string;
  industry?: string;
  behind?: string;
  own?: string;
} & SortParams;

const filters = (q: ProjectQuery) => ({
  stage: (q.stage || undefined) as ProjectStage | undefined,
  search: q.search || undefined,
  deptId: q.deptId ? Number(q.deptId) : undefined,
  area: q.area || undefined,
  industry: q.industry || undefined,
  behind: q.behind === '1' ? true : undefined,
  own: q.own === '1' ? true : undefined,
  ...sortInput<(typeof PROJECT_SORTS)[number]>(q),
});

export const projects = defineList(c.list, { toQuery: filters });
export const projectExport = defineDownload(c.exportList, { toInput: filters });
export const projectExportSelected = defineDownload(c.exportList, { toInput: (ids: number[]) => ({ ids }) });
export const projectDetail = defineItem(c.detail);
export const projectOptions = defineQuery(c.options);
export const projectTargets = defineQuery(c.targets);
export const projectsByArea = defineQuery(c.byArea);
export const projectChangeCounts = defineQuery(c.changeCounts);

export type ChangeQuery = { status?: string };
export const projectChanges = defineList(c.changes, {
  toQuery: (q: ChangeQuery) => ({
    status: (q.status || undefined) as 'PENDING' | 'APPROVED' | 'REJECTED' | undefined,
  }),
});

const AFFECTED = [
  projects,
  projectDetail,
  projectTargets,
  projectsByArea,
  projectChanges,
  projectChangeCounts,
];
export const moveProjectStage = defineAction(c.moveStage, { revalidate: AFFECTED });
export const addProjectProgress = defineAction(c.addProgress, { revalidate: [projectDetail] });
export const requestProjectChange = defineAction(c.requestChange, { revalidate: AFFECTED });
export const decideProjectChange = defineAction(c.decideChange, { revalidate: AFFECTED });
export const createProject = defineAction(c.create, { revalidate: [projects, projectOptions] });
export const projectDepts = defineQuery(c.depts);
