import type { OpMenuGroup } from './route-types';

/**
 * The side menu's sections: each SPEC §2 operations-centre group split into sections named for
 * what they hold (SPEC's heading 诉求、消息、产业、项目与经济 is a list of areas, most of which may
 * not be there; the menu says 企业诉求, 招商项目, 经济运行… for the entries it does show). A section
 * holds the group's menu entries whose link starts with one of its paths (segment by segment), in
 * the order listed here, which keeps the SPEC's order of groups. `icon` names the picture the side
 * menu draws beside it (src/app/layouts/op-menu-icons.ts).
 */
export interface OpMenuSectionSpec {
  group: OpMenuGroup;
  name: string;
  icon: OpMenuIcon;
  paths: readonly string[];
}

export const OP_MENU_ICONS = [
  'home',
  'enterprise',
  'match',
  'carrier',
  'sms',
  'users',
  'rank',
  'policy',
  'service',
  'finance',
  'score',
  'declare',
  'service-desk',
  'system',
  'industry',
  'appeal',
  'message',
  'project',
  'economy',
  'scene',
] as const;
export type OpMenuIcon = (typeof OP_MENU_ICONS)[number];

export const OP_MENU_SECTIONS: readonly OpMenuSectionSpec[] = [
  { group: '工作台', name: '工作台', icon: 'home', paths: ['/op/index'] },
  { group: '企业审核与管理', name: '企业审核与管理', icon: 'enterprise', paths: ['/op/orgAudit', '/op/orgRelate', '/op/orgManage'] },
  { group: '供需对接管理', name: '供需对接', icon: 'match', paths: ['/op/cx'] },
  { group: '载体、创新、投资与活动', name: '园区资源与活动', icon: 'carrier', paths: ['/op/dc'] },
  { group: '消息推送与用户管理', name: '短信推送', icon: 'sms', paths: ['/op/push', '/op/pushed', '/op/pushManage'] },
  {
    group: '消息推送与用户管理',
    name: '用户与组织',
    icon: 'users',
    paths: ['/op/userManage', '/op/roleManage', '/op/opUserManage', '/op/deptManage', '/op/postManage', '/op/deptUserManage', '/op/orgUser'],
  },
  { group: '消息推送与用户管理', name: '企业榜单', icon: 'rank', paths: ['/op/rankManage', '/op/rankEdit'] },
  { group: '政策管理', name: '政策与申报审核', icon: 'policy', paths: ['/op/policyManage', '/op/policy', '/op/policyEdit'] },
  {
    group: '服务机构、产品与需求',
    name: '企业服务',
    icon: 'service',
    paths: ['/op/serviceOrgManage', '/op/serviceProManage', '/op/proApplyManage', '/op/serviceRequireManage', '/op/orgSurveyManage', '/op/service'],
  },
  { group: '银行评估与贷款', name: '金融服务', icon: 'finance', paths: ['/op/bankDataManage', '/op/bankLoanRecord', '/op/orgLoanRecord', '/op/bankAssesManage', '/op/bankAssesResult'] },
  { group: '服务画像、培育与创新积分', name: '创新积分与培育', icon: 'score', paths: ['/op/integral', '/op/cultivation', '/integral'] },
  { group: '申报管理、访问与设置', name: '申报管理', icon: 'declare', paths: ['/op/declareManage', '/op/declare'] },
  { group: '申报管理、访问与设置', name: '智能客服', icon: 'service-desk', paths: ['/op/customer'] },
  { group: '申报管理、访问与设置', name: '系统管理', icon: 'system', paths: ['/op/access', '/op/setting', '/op/operationLog'] },
  { group: '产业地图', name: '产业地图', icon: 'industry', paths: ['/op/im'] },
  { group: '诉求、消息、产业、项目与经济', name: '企业诉求', icon: 'appeal', paths: ['/op/appeal'] },
  { group: '诉求、消息、产业、项目与经济', name: '通知与消息', icon: 'message', paths: ['/op/message', '/op/notice'] },
  { group: '诉求、消息、产业、项目与经济', name: '产业管理', icon: 'industry', paths: ['/op/indusManage'] },
  { group: '诉求、消息、产业、项目与经济', name: '招商项目', icon: 'project', paths: ['/op/project'] },
  { group: '诉求、消息、产业、项目与经济', name: '经济运行', icon: 'economy', paths: ['/op/economyTarget', '/op/economyArea', '/op/economyInfo', '/op/economy'] },
  { group: '诉求、消息、产业、项目与经济', name: '应用场景', icon: 'scene', paths: ['/op/cj'] },
];

/** Whether `link` is `path` or lies under it (segment by segment: /op/pushed is not under /op/push). */
const startsWith = (link: string, path: string) => link === path || link.startsWith(`${path}/`);

/**
 * The section a menu entry of `group` with this link goes in: the first that holds it, else one
 * named as the SPEC's group (a new area's entry shows at once; the menu test asks for its section).
 */
export function sectionOf(group: OpMenuGroup, link: string): Pick<OpMenuSectionSpec, 'name' | 'icon'> {
  const found = OP_MENU_SECTIONS.find((s) => s.group === group && s.paths.some((p) => startsWith(link, p)));
  return found ?? { name: group, icon: OP_MENU_SECTIONS.find((s) => s.group === group)?.icon ?? 'home' };
}
