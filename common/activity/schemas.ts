import { Type } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import { statesOf } from '../publish/lifecycle.js';
import { ACTIVITY_LIFECYCLE } from './lifecycle.js';
import { ACTIVITY_LIMITS as L, ACTIVITY_PHASES, ACTIVITY_TYPES } from './rules.js';

/** The shapes of the activity contract (contract.ts keeps the endpoints). */

export const ACTIVITY_STATUSES = statesOf(ACTIVITY_LIFECYCLE);
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const PHASES = Object.keys(ACTIVITY_PHASES) as (keyof typeof ACTIVITY_PHASES)[];

export const StatusSchema = Type.Enum([...ACTIVITY_STATUSES], { description: 'DRAFT 草稿 / PUBLISHED 已发布 / WITHDRAWN 已下线' });
export const PhaseSchema = Type.Enum([...PHASES], { description: 'OPEN 报名中 / FULL 名额已满 / CLOSED 报名截止 / ENDED 已结束' });
const Time = (title: string) => Type.String({ title, minLength: 10, maxLength: 30, description: 'ISO-8601 时间' });

/** What a card shows: the same for visitors and operators. */
export const itemFields = {
  id: Type.Integer(),
  title: Type.String(),
  type: Type.String(),
  host: Type.String({ description: '主办单位' }),
  place: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  deadline: Type.String({ description: '报名截止时间' }),
  capacity: Type.Integer({ description: '名额' }),
  enrolled: Type.Integer({ description: '已报名人数' }),
  highTech: Type.Boolean({ description: '面向高新技术企业（展示在 /gc/conduct）' }),
  phase: PhaseSchema,
  phaseLabel: Type.String(),
};

export const manageFields = {
  status: StatusSchema,
  statusLabel: Type.String(),
  invited: Type.Integer({ description: '已短信邀请的机构数' }),
  authorName: Type.String(),
  updatedAt: Type.String(),
};

export const Mine = Nullable(
  Type.Object({
    enrolled: Type.Boolean({ description: '当前用户是否已报名' }),
    enrolledAt: Nullable(Type.String()),
    canCancel: Type.Boolean({ description: '报名截止前可取消' }),
    checkedInAt: Nullable(Type.String({ description: '签到时间；未签到为 null' })),
    canCheckIn: Type.Boolean({ description: '已报名、尚未签到且在签到时间内' }),
  }),
);

export const SaveBody = Type.Object({
  id: Type.Optional(Type.Integer({ title: '活动编号', minimum: 1 })),
  title: Type.String({ title: '活动名称', minLength: L.titleMin, maxLength: L.titleMax }),
  type: Type.Enum([...ACTIVITY_TYPES], { title: '活动类型' }),
  host: Type.String({ title: '主办单位', minLength: 1, maxLength: L.hostMax }),
  place: Type.String({ title: '活动地点', minLength: 1, maxLength: L.placeMax }),
  startAt: Time('开始时间'),
  endAt: Time('结束时间'),
  deadline: Time('报名截止时间'),
  capacity: Type.Integer({ title: '名额', minimum: L.capacityMin, maximum: L.capacityMax }),
  highTech: Type.Optional(Type.Boolean({ title: '面向高新技术企业' })),
  body: Type.String({ title: '活动详情', minLength: 1, maxLength: L.bodyMax, description: 'HTML，保存时按白名单过滤' }),
});

export const OrgRow = Type.Object({
  id: Type.Integer(),
  fullname: Type.String(),
  industry: Type.String(),
  users: Type.Integer({ description: '可接收短信的用户数' }),
  invitedAt: Nullable(Type.String({ description: '邀请时间；未邀请为 null' })),
});

export const EnrollRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String({ description: '报名人手机号（仅运营人员可见）' }),
  orgName: Type.String(),
  remark: Type.String(),
  enrolledAt: Type.String(),
  checkedInAt: Nullable(Type.String({ description: '签到时间；未签到为 null' })),
  noShows: Type.Integer({ description: '该用户在本园区已结束、开放过签到的活动中报名未到的次数' }),
});

const { title, place, startAt, endAt, enrolled } = itemFields;
export const CheckinBoard = Type.Object({
  code: Type.String({ description: '本活动的签到码（运营人员在现场屏幕上展示）' }),
  ...{ title, place, startAt, endAt, enrolled },
  checkedIn: Type.Integer({ description: '已签到人数' }),
});
