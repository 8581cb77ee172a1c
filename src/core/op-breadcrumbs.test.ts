import { describe, expect, it } from 'vitest';
import { opBreadcrumbs, opParentOf } from './op-breadcrumbs';
import { routesOf } from './route-helpers';
import type { RouteEntry } from './route-types';

const route = routesOf('test');
const load = () => Promise.resolve({ default: () => null });

const WORKBENCH = route.inMenu('工作台')('/op/index', '工作台', load, { nav: 'root' });
const ORG_AUDIT = route.inMenu('企业审核与管理', 10)('/op/orgAudit/:status?', '企业认证审核', load);
const ORG_RELATE = route.inMenu('企业审核与管理', 20)('/op/orgRelate/:status?', '关联企业审核', load);
const AUDIT_DETAIL = route.operator('/op/orgAuditDetail/:type/:id', '审核详情', load, {
  parent: { param: 'type', paths: { ORG: '/op/orgAudit/:status?', RELATE: '/op/orgRelate/:status?' } },
});
const NOTICES = route.inMenu('诉求、消息、产业、项目与经济', 90)('/op/notice', '通知公告管理', load);
const NOTICE_ADD = route.operator('/op/notice/add', '发布通知', load);
const APPEALS = route.inMenu('诉求、消息、产业、项目与经济', 10)(
  '/op/appeal/list/:states?',
  '诉求办理',
  load,
);
const APPEAL = route.operator('/op/appeal/detail/:id', '诉求办理详情', load, {
  parent: '/op/appeal/list/:states?',
});
const RANKING = route.inMenu('企业审核与管理', 30)('/op/integral/rank', '创新积分排名', load);
const RANKING_AGAIN = route.operator('/integral/rank', '创新积分排名', load, { parent: '/op/integral/rank' });
const ORPHAN = route.operator('/op/somewhere/:id', '别处', load);
const NOTICE = route.public('/notice/detail/:id', '通知详情', load);

const ENTRIES: RouteEntry[] = [
  APPEAL,
  NOTICE_ADD,
  AUDIT_DETAIL,
  ORG_RELATE,
  NOTICES,
  ORPHAN,
  WORKBENCH,
  APPEALS,
  ORG_AUDIT,
  NOTICE,
  RANKING,
  RANKING_AGAIN,
];

describe('the operations breadcrumbs, from the route registry', () => {
  it('shows the workbench once, under 运营中心', () => {
    expect(opBreadcrumbs(WORKBENCH, {}, ENTRIES)).toEqual([
      { label: '运营中心', to: '/op/index' },
      { label: '工作台' },
    ]);
  });

  it('says a screen named as the entry it opens under once (创新积分排名, not 创新积分排名 › 创新积分排名)', () => {
    expect(opBreadcrumbs(RANKING_AGAIN, {}, ENTRIES)).toEqual([
      { label: '运营中心', to: '/op/index' },
      { label: '企业审核与管理', to: '/op/orgAudit' },
      { label: '创新积分排名' },
    ]);
  });

  it('shows a menu entry under its section, the section linking to its first entry', () => {
    expect(opBreadcrumbs(ORG_RELATE, { status: 'CHECK' }, ENTRIES)).toEqual([
      { label: '运营中心', to: '/op/index' },
      { label: '企业审核与管理', to: '/op/orgAudit' },
      { label: '关联企业审核' },
    ]);
  });

  it('shows a screen opened under an entry after that entry, which links to its list', () => {
    expect(opBreadcrumbs(APPEAL, { id: '3' }, ENTRIES)).toEqual([
      { label: '运营中心', to: '/op/index' },
      { label: '企业诉求', to: '/op/appeal/list' },
      { label: '诉求办理', to: '/op/appeal/list' },
      { label: '诉求办理详情' },
    ]);
  });

  it('finds the parent by path when the entry names none', () => {
    expect(opParentOf(NOTICE_ADD, {}, ENTRIES)).toBe(NOTICES);
    expect(opBreadcrumbs(NOTICE_ADD, {}, ENTRIES).map((crumb) => crumb.label)).toEqual([
      '运营中心',
      '通知与消息',
      '通知公告管理',
      '发布通知',
    ]);
  });

  it('takes the parent a path parameter chooses', () => {
    expect(opParentOf(AUDIT_DETAIL, { type: 'ORG', id: '1' }, ENTRIES)).toBe(ORG_AUDIT);
    expect(opParentOf(AUDIT_DETAIL, { type: 'RELATE', id: '1' }, ENTRIES)).toBe(ORG_RELATE);
    expect(opBreadcrumbs(AUDIT_DETAIL, { type: 'RELATE', id: '1' }, ENTRIES)[2]).toEqual({
      label: '关联企业审核',
      to: '/op/orgRelate',
    });
  });

  it('goes straight from 运营中心 to a screen under no entry', () => {
    expect(opParentOf(ORPHAN, { id: '1' }, ENTRIES)).toBeUndefined();
    expect(opBreadcrumbs(ORPHAN, { id: '1' }, ENTRIES)).toEqual([
      { label: '运营中心', to: '/op/index' },
      { label: '别处' },
    ]);
  });
});
