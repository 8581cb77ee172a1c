import { Type } from 'typebox';
import { IdParams, pageOf, paging, SearchText, sortFields } from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type InputOf, type ItemOf } from '../contract/endpoint.js';
import { batchEndpoint, countsEndpoint, historyEndpoint, transitionEndpoint } from '../publish/contract.js';
import { ACTIVITY_LIFECYCLE } from './lifecycle.js';
import { ACTIVITY_LIMITS as L, ACTIVITY_TYPES, CHECKIN_OPENS_MINUTES } from './rules.js';
import { ACTIVITY_STATUSES, CheckinBoard, EnrollRow, itemFields, manageFields, Mine, OrgRow, SaveBody, StatusSchema } from './schemas.js';

/**
 * 园区活动 (SPEC §2 /sc/activity/*, /op/dc/activity*; §7 "Activities"): operators write and
 * publish activities, invite organisations by SMS, see and export the sign-ups; signed-in users
 * sign up within the places and before the deadline. Titles become the validation messages.
 */

export { ACTIVITY_LIFECYCLE } from './lifecycle.js';
export * from './rules.js';
export { ACTIVITY_STATUSES } from './schemas.js';

const P = 'activity.manage';
export const ACTIVITY_SORTS = ['startAt', 'updatedAt', 'enrolled'] as const;
const WHOLE_PARK = { none: '活动是园区的公共活动，运营人员共同维护，不按经办人划分' } as const;
const ActiveId = Type.Integer({ title: '活动编号', minimum: 1 });

export const activityContract = defineContract(
  { base: 'dpboot', tag: 'activity', module: '园区活动' },
  {
    open: {
      method: 'GET',
      path: 'active/open',
      cache: 'network-first',
      access: 'public',
      summary: '已发布的活动列表（公开）',
      description: '本园区已发布的活动：报名中的在前（开始时间从近到远），已结束的在后（从新到旧）。',
      query: Type.Object({
        phase: Type.Optional(Type.Enum(['', 'OPEN', 'ENDED'], { title: '阶段', description: 'OPEN 可报名 / ENDED 已结束 / 空表示全部' })),
        type: Type.Optional(Type.Enum(['', ...ACTIVITY_TYPES], { title: '活动类型' })),
        search: SearchText(),
        ...paging,
      }),
      answer: pageOf(Type.Object(itemFields)),
    },
    detail: {
      method: 'GET',
      path: 'active/detail/:id',
      cache: 'network-first',
      uncachedFields: ['mine'],
      access: 'public',
      summary: '活动详情（已发布的公开；运营人员可看全部）',
      params: IdParams,
      answer: Type.Object({
        ...itemFields,
        ...manageFields,
        body: Type.String({ description: '经过白名单过滤的 HTML' }),
        mine: Mine,
      }),
    },
    list: {
      method: 'POST',
      path: 'active/list',
      access: 'operator',
      permission: P,
      notLogged: 'SPEC 以 POST 发送的列表查询',
      dataScope: WHOLE_PARK,
      summary: '活动管理列表（运营）',
      body: Type.Object({
        status: Type.Optional(Type.Enum(['', ...ACTIVITY_STATUSES], { title: '状态' })),
        search: SearchText(),
        ...paging,
        ...sortFields(ACTIVITY_SORTS),
      }),
      answer: pageOf(Type.Object({ ...itemFields, ...manageFields })),
    },
    counts: countsEndpoint(ACTIVITY_LIFECYCLE, { path: 'active/counts', permission: P, summary: '各状态的活动数（运营）' }),
    save: {
      method: 'POST',
      path: 'active/saveOrUpdate',
      access: 'operator',
      permission: P,
      summary: '新增或修改活动（运营）',
      description: '无 id 为新增（草稿），有 id 为修改（状态不变）。名额不能少于已报名人数；报名截止不能晚于开始。',
      body: SaveBody,
      answer: Type.Object({ id: Type.Integer(), status: StatusSchema }),
      message: '保存成功',
    },
    publish: transitionEndpoint(ACTIVITY_LIFECYCLE, 'PUBLISH', { path: 'active/publish/:id', permission: P, summary: '发布活动（运营）', message: '发布成功' }),
    withdraw: transitionEndpoint(ACTIVITY_LIFECYCLE, 'WITHDRAW', { path: 'active/withdraw/:id', permission: P, summary: '下线活动（运营）', message: '已下线' }),
    remove: transitionEndpoint(ACTIVITY_LIFECYCLE, 'DELETE', { path: 'active/delete/:id', permission: P, summary: '删除未发布的活动（运营）', message: '删除成功' }),
    batch: batchEndpoint(ACTIVITY_LIFECYCLE, { path: 'active/batch', permission: P, summary: '批量发布、下线或删除活动（运营）' }),
    history: historyEndpoint({ path: 'active/history/:id', permission: P, summary: '活动的发布记录（运营）' }),
    notInvited: {
      method: 'POST',
      path: 'org/listByNotSmsActive',
      access: 'operator',
      permission: P,
      notLogged: 'SPEC 以 POST 发送的列表查询',
      dataScope: WHOLE_PARK,
      summary: '尚未短信邀请的机构（运营）',
      body: Type.Object({ activeId: ActiveId, search: SearchText(), ...paging }),
      answer: pageOf(OrgRow),
    },
    invited: {
      method: 'POST',
      path: 'org/listBySmsActive',
      access: 'operator',
      permission: P,
      notLogged: 'SPEC 以 POST 发送的列表查询',
      dataScope: WHOLE_PARK,
      summary: '已短信邀请的机构（运营）',
      body: Type.Object({ activeId: ActiveId, search: SearchText(), ...paging }),
      answer: pageOf(OrgRow),
    },
    send: {
      method: 'POST',
      path: 'active/sendActive',
      access: 'operator',
      permission: P,
      summary: '短信邀请机构参加活动（运营）',
      description: '向所选机构的在册用户发送邀请短信（经短信推送的发送队列，受园区短信上限约束）；已邀请的机构不再重复发送。',
      body: Type.Object({
        activeId: ActiveId,
        orgIds: Type.Array(Type.Integer({ title: '机构', minimum: 1 }), { title: '邀请机构', minItems: 1, maxItems: L.inviteMax }),
      }),
      answer: Type.Object({ invited: Type.Integer({ description: '本次邀请的机构数' }), recipients: Type.Integer({ description: '短信条数' }), notice: Type.String() }),
      message: '邀请短信已提交发送',
    },
    enroll: {
      method: 'POST',
      path: 'active/enroll/:id',
      access: 'login',
      summary: '报名参加活动',
      description: '每人限报一次；名额与截止时间在服务器上检查，名额已满时返回“名额已满”。',
      params: IdParams,
      body: Type.Object({ remark: Type.Optional(Type.String({ title: '备注', maxLength: L.remarkMax })) }),
      answer: Mine,
      message: '报名成功',
    },
    cancel: {
      method: 'POST',
      path: 'active/cancel/:id',
      access: 'login',
      summary: '取消报名（报名截止前）',
      params: IdParams,
      answer: Mine,
      message: '已取消报名',
    },
    enrolls: {
      method: 'GET',
      path: 'active/enroll/list',
      access: 'operator',
      permission: P,
      dataScope: WHOLE_PARK,
      summary: '活动报名名单（运营）',
      query: Type.Object({ activeId: ActiveId, ...paging }),
      answer: pageOf(EnrollRow),
    },
    enrollExport: {
      method: 'GET',
      path: 'active/enroll/export',
      access: 'operator',
      permission: P,
      summary: '导出活动报名名单（运营，.xlsx）',
      query: Type.Object({ activeId: ActiveId }),
      answer: FILE,
    },
    checkinBoard: {
      method: 'POST',
      path: 'active/checkin/code/:id',
      access: 'operator',
      permission: P,
      summary: '活动签到码（运营，在现场屏幕上展示）',
      description: '首次打开时生成本活动的签到码；renew 为 true 时换一个（旧码随即失效）。仅已发布的活动可以签到。',
      params: IdParams,
      body: Type.Object({ renew: Type.Optional(Type.Boolean({ title: '更换签到码' })) }),
      answer: CheckinBoard,
    },
    checkin: {
      method: 'POST',
      path: 'active/checkin/:id',
      access: 'login',
      summary: '活动现场签到',
      description: `已报名的用户在签到时间内（活动开始前${String(CHECKIN_OPENS_MINUTES)}分钟至活动结束）输入现场展示的签到码签到；重复签到保留第一次的时间。`,
      params: IdParams,
      body: Type.Object({ code: Type.String({ title: '签到码', minLength: 1, maxLength: 12 }) }),
      answer: Mine,
      message: '签到成功',
    },
  },
);

export type ActivityItem = ItemOf<typeof activityContract.open>;
export type ManagedActivity = ItemOf<typeof activityContract.list>;
export type ActivityDetail = AnswerOf<typeof activityContract.detail>;
export type ActivityMine = AnswerOf<typeof activityContract.enroll>;
export type ActivityInput = InputOf<typeof activityContract.save>;
export type InviteOrg = ItemOf<typeof activityContract.invited>;
export type EnrollItem = ItemOf<typeof activityContract.enrolls>;
export type CheckinBoardAnswer = AnswerOf<typeof activityContract.checkinBoard>;
