import type { RouteEntry } from '@/core/route-types';
import * as P from './paths';

/**
 * Policy matching (SPEC §2 /policy, except the declaration screens) and policy administration in
 * the operations centre. The /policy screens need no login to open (routes.json); the personal
 * ones ask to sign in on the screen.
 */
const pub = (path: string, title: string, load: RouteEntry['load']): RouteEntry => ({ path, title, access: 'public', module: 'policy', layout: 'plain', load });
const op = (path: string, title: string, load: RouteEntry['load'], order?: number): RouteEntry => ({
  path,
  title,
  access: 'operator',
  module: 'op-policy',
  layout: 'op',
  ...(order !== undefined ? { menu: { group: '政策管理', order } } : {}),
  load,
});

export const routes: RouteEntry[] = [
  pub(P.POLICY_INDEX, '政策服务', () => import('./pages/policy-index-page')),
  pub(P.POLICY_LIST, '政策库', () => import('./pages/policy-list-page')),
  pub(P.POLICY_DETAIL, '政策详情', () => import('./pages/policy-detail-page')),
  pub(P.POLICY_INFO, '匹配画像', () => import('./pages/policy-info-page')),
  pub(P.POLICY_QUESTION, '政策匹配问卷', () => import('./pages/question-page')),
  pub(P.POLICY_QUICK_MATCH, '政策快速匹配', () => import('./pages/quick-match-page')),
  pub(P.POLICY_ANSWER, '我的答案', () => import('./pages/answer-page')),
  pub(P.POLICY_ANSWER_OF, '测评作答', () => import('./pages/answer-record-page')),
  pub(P.POLICY_RECORDS, '测评记录', () => import('./pages/record-list-page')),
  pub(P.POLICY_RECORD, '匹配结果', () => import('./pages/record-page')),
  pub(P.POLICY_PREVIEW, '政策预览', () => import('./pages/preview-page')),
  pub(P.POLICY_NUM, '匹配政策', () => import('./pages/policy-num-page')),
  op(P.POLICY_MANAGE, '政策管理', () => import('./pages/policy-manage-page'), 10),
  op(P.POLICY_TREE, '申报事项配置', () => import('./pages/tree-edit-page'), 20),
  op(P.GUIDE_MANAGE, '申报指南管理', () => import('./pages/guide-manage-page'), 30),
  op(P.POLICY_INDICATOR, '指标管理', () => import('./pages/indicator-page'), 40),
  op(P.POLICY_ADD, '新增政策', () => import('./pages/policy-edit-page')),
  op(P.POLICY_EDIT, '编辑政策', () => import('./pages/policy-edit-page')),
  op(P.GUIDE_EDIT, '编辑申报指南', () => import('./pages/guide-edit-page')),
  op(P.POLICY_ENTERPRISE, '政策匹配企业', () => import('./pages/policy-enterprise-page')),
];
