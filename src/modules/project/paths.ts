import type { ProjectStage } from '@common/project/rules';

/** 招商/建设项目's app paths (SPEC §2). */
export const PROJECT_STAGE_PATHS: Record<ProjectStage, string> = {
  SIGN: '/op/project/sign',
  BEGIN: '/op/project/begin',
  PRODUCE: '/op/project/produce',
};
export const PROJECT_TARGET = '/op/project/target';
export const PROJECT_AREA = '/op/project/area';
export const PROJECT_CHANGE = '/op/project/change';
export const PROJECT_OWN = '/op/project/own';
export const PROJECT_ADD = '/op/project/add';
export const projectDetailPath = (id: number) => `/op/project/detail/${String(id)}`;
