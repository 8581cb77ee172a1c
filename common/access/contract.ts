import { Type } from 'typebox';
import { defineContract, FILE, type AnswerOf, type InputOf } from '../contract/endpoint.js';

/**
 * Access statistics (/op/access): the page views the portal records on every navigation
 * (config/pagestatis/save, SPEC §7), counted per park day (UTC+8) — visits and distinct signed-in
 * users per day, by module and by page — over a chosen range of days.
 */

/** The longest range one request may count, in days. */
export const ACCESS_MAX_DAYS = 366;
/** The range /op/access opens with: the last 30 days, today included. */
export const ACCESS_DEFAULT_DAYS = 30;

/** The workbench's shortcuts count the user's own page views of the last FREQUENT_DAYS days… */
export const FREQUENT_DAYS = 30;
/** …and name at most FREQUENT_LIMIT addresses. */
export const FREQUENT_LIMIT = 30;

/** The module names the client records (routesOf in each module's routes.ts), as the park reads them. */
export const MODULE_LABELS: Readonly<Record<string, string>> = {
  home: '首页',
  account: '登录注册',
  user: '个人中心',
  system: '系统页面',
  policy: '政策',
  notice: '通知公告',
  appeal: '诉求',
  certify: '企业认证',
  activity: '园区活动',
  bigscreen: '创新积分大屏',
  carrier: '创业载体',
  conduct: '高新技术企业服务',
  cultivation: '企业梯度培育',
  customer: '智能客服',
  demand: '供需对接',
  economy: '经济运行',
  finance: '金融超市',
  industry: '产业地图',
  integral: '创新积分',
  message: '消息',
  orgchart: '角色与部门',
  project: '项目管理',
  rank: '企业榜单',
  scene: '场景创新',
  service: '企业服务',
  sms: '短信推送',
  survey: '企业调查',
  'op-home': '工作台',
  'op-org': '企业审核与管理',
  'op-policy': '政策管理',
  'op-appeal': '诉求办理',
  'op-access': '访问统计',
  'op-setting': '园区设置',
  'op-settings': '智能客服管理',
  'op-finance': '金融机构管理',
  'op-service': '服务机构管理',
  'op-survey': '企业调查管理',
  'op-user': '用户管理',
};

/** The module's label; a module the list does not know keeps its own name. */
export const moduleLabel = (module: string): string => MODULE_LABELS[module] ?? (module || '未归类');

const Range = {
  from: Type.Optional(Type.String({ title: '开始日期', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description: 'YYYY-MM-DD（园区时间）；空：结束日期前 29 天' })),
  to: Type.Optional(Type.String({ title: '结束日期', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description: 'YYYY-MM-DD（含当天）；空：今天' })),
};

const Visits = Type.Integer({ description: '访问次数（页面浏览数）' });

export const accessContract = defineContract(
  { base: 'dpboot', tag: 'access', module: '访问统计' },
  {
    stats: {
      method: 'GET',
      path: 'access/stats',
      access: 'operator',
      permission: 'system.access',
      summary: '访问统计（运营）',
      description:
        `按园区日（UTC+8）统计页面访问：每日访问次数与访问用户数（登录用户去重），按模块、按页面的访问次数。` +
        `范围含首尾两天，至多 ${String(ACCESS_MAX_DAYS)} 天；不传时为最近 ${String(ACCESS_DEFAULT_DAYS)} 天。`,
      query: Type.Object(Range),
      answer: Type.Object({
        from: Type.String({ description: '实际统计的开始日期' }),
        to: Type.String({ description: '实际统计的结束日期' }),
        visits: Visits,
        users: Type.Integer({ description: '范围内访问过的登录用户数（去重）' }),
        daily: Type.Array(
          Type.Object({ day: Type.String(), visits: Visits, users: Type.Integer({ description: '当天访问过的登录用户数' }) }),
          { description: '范围内的每一天（没有访问的为 0），按日期先后' },
        ),
        byModule: Type.Array(Type.Object({ module: Type.String(), label: Type.String(), visits: Visits }), {
          description: '访问最多的在前',
        }),
        byPage: Type.Array(
          Type.Object({ module: Type.String(), label: Type.String(), page: Type.String(), visits: Visits }),
          { description: '访问最多的在前' },
        ),
      }),
    },
    mine: {
      method: 'GET',
      path: 'access/mine',
      access: 'login',
      summary: '我常用的页面',
      description: `当前用户最近 ${String(FREQUENT_DAYS)} 天访问最多的页面（地址不含查询串），访问多的在前，至多 ${String(FREQUENT_LIMIT)} 个：工作台的常用功能。只含本人的访问。`,
      answer: Type.Array(Type.Object({ url: Type.String({ description: '页面地址，如 /op/appeal/list' }), page: Type.String(), visits: Visits })),
    },
    export: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'access/export',
      access: 'operator',
      permission: 'system.access',
      summary: '导出访问统计（运营）',
      description: '范围同 access/stats；三张表：每日、按模块、按页面，文件名 访问统计-开始日期-结束日期.xlsx。',
      body: Type.Object(Range),
      answer: FILE,
    },
  },
);

export type AccessStats = AnswerOf<typeof accessContract.stats>;
export type AccessRange = InputOf<typeof accessContract.stats>;
export type FrequentPages = AnswerOf<typeof accessContract.mine>;
