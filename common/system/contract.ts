import { Type } from 'typebox';
import { Empty } from '../contract/atoms.js';
import { defineContract, type AnswerOf } from '../contract/endpoint.js';

/**
 * What every page needs before and besides its screens: the tenant (park) of its hostname, the
 * server's clock, the health check, and the page-view records of SPEC §7. The tenant lookup, the
 * unsigned clock and the health check are answered without the request signature: a page asks for
 * its tenant and its clock before it can sign anything.
 */

/** The server's clock: one read under two bases, unsigned (need) and signed (dpboot). */
const clockRead = {
  method: 'GET',
  path: 'clock',
  access: 'public',
  answer: Type.Object({ now: Type.Integer({ description: '服务器时间（毫秒）' }) }),
} as const;

const need = defineContract(
  { base: 'need', tag: 'tenant', module: '园区' },
  {
    tenant: {
      method: 'POST',
      path: 'getTenantWrapper',
      notLogged: 'a look-up the spec sends as POST: it changes nothing',
      access: 'public',
      summary: '按域名查询租户（园区）',
      description: '不带 domain 时按请求的 Host 查询；未登记的域名得到默认园区。',
      body: Type.Optional(Type.Object({ domain: Type.Optional(Type.String({ maxLength: 253, title: '域名' })) })),
      answer: Type.Object({
        bdSysId: Type.Integer(),
        logo: Type.String({ title: '园区标志', description: '门户自己提供的图片（/innoweb/ 下的路径）。' }),
        fullname: Type.String(),
        dp_simple: Type.String(),
        sourceParkId: Type.Integer(),
        highTechZone: Type.String(),
        themeColor: Type.String({
          pattern: '^#[0-9a-f]{6}$',
          title: '主题色',
          description: '园区的主题色（#rrggbb，白色文字在其上的对比度不低于 4.5:1）：按钮、标签栏、页头与安装后的窗口颜色。',
        }),
      }),
      unsigned: true,
    },
  },
);

const needClock = defineContract(
  { base: 'need', tag: 'system', module: '系统' },
  {
    clock: {
      ...clockRead,
      summary: '服务器时间（无需签名）',
      description: '请求须带签名时间戳，时钟偏差的客户端先读它来校正。',
      unsigned: true,
    },
    health: {
      method: 'GET',
      // Registered at /api/health (see below): the health check is under no API base of SPEC §7.
      path: 'health',
      access: 'public',
      summary: '健康检查',
      answer: Type.Object({ status: Type.String(), database: Type.String() }),
      unsigned: true,
    },
  },
);

const dpboot = defineContract(
  { base: 'dpboot', tag: 'system', module: '系统' },
  {
    signedClock: { ...clockRead, summary: '服务器时间（校验签名）' },
  },
);

const statistics = defineContract(
  { base: 'dpboot', tag: 'statistics', module: '访问统计' },
  {
    pageView: {
      method: 'POST',
      path: 'config/pagestatis/save',
      notLogged: 'recording a page view: the page-view table is its own log',
      access: 'public',
      summary: '记录页面访问',
      description: '离线发件箱的接口：同一 Idempotency-Key（或 key）的记录只存一次，重发得到相同的应答。',
      body: Type.Object({
        url: Type.String({ title: '页面地址', minLength: 1, maxLength: 2000 }),
        pagename: Type.String({ title: '页面名称', maxLength: 100 }),
        modulename: Type.String({ title: '模块名称', maxLength: 100 }),
        key: Type.Optional(
          Type.String({
            title: '记录编号',
            minLength: 8,
            maxLength: 64,
            description: '旧客户端的幂等键；发件箱改用请求头 Idempotency-Key',
          }),
        ),
      }),
      answer: Empty,
      outbox: true,
    },
  },
);

/**
 * The health check lives at /api/health, outside the API bases: the endpoint keeps its
 * declaration and is registered at that address. Only load balancers and test harnesses call it.
 */
const health = { ...needClock.health, url: '/api/health' };

export const systemContract = {
  tenant: need.tenant,
  clock: needClock.clock,
  signedClock: dpboot.signedClock,
  health,
  pageView: statistics.pageView,
};

/** The getTenantWrapper answer (SPEC §7), as the server sends it. */
export type TenantAnswer = AnswerOf<typeof systemContract.tenant>;
