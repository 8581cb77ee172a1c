import { routesOf } from '@/core/route-helpers';
import type { RouteEntry } from '@/core/route-types';
import { OP_SURVEY_DETAIL_PATTERN, OP_SURVEY_EDIT, OP_SURVEY_MANAGE } from './paths';

const route = routesOf('op-survey', { permission: 'survey.manage' });

/** 企业调查 in the operations centre: build, send and close surveys; a survey's results. */
export const routes: RouteEntry[] = [
  route.inMenu('服务机构、产品与需求', 60)(OP_SURVEY_MANAGE, '企业调查', () => import('./pages/op-manage-page')),
  route.operator(OP_SURVEY_EDIT, '编制调查问卷', () => import('./pages/op-edit-page'), { parent: OP_SURVEY_MANAGE }),
  route.operator(OP_SURVEY_DETAIL_PATTERN, '调查结果', () => import('./pages/op-detail-page'), {
    parent: OP_SURVEY_MANAGE,
    // The demo's closed survey, with its many answers.
    sample: { list: '/api/dpboot/survey/list?size=1&sysid=1&status=CLOSED' },
  }),
];
