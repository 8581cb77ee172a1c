import { Type } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type BodyOf } from '../contract/endpoint.js';
import { orgNames, OrgTypeSchema } from '../org/fields.js';

/** The personal profile of /user/index and /user/edit: the signed-in user's own data only. */

/** Lengths of the profile's fields (the name counted after trimming; the server checks them again). */
export const PROFILE_LIMITS = { nameMin: 2, nameMax: 20, emailMax: 100, positionMax: 30, avatarMax: 300 } as const;

const L = PROFILE_LIMITS;

const ProfileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: '姓名' }),
  phone: Type.String({ description: '手机号（本人可见完整号码）' }),
  email: Type.String({ description: '邮箱，未填写为空' }),
  position: Type.String({ description: '职务，未填写为空' }),
  avatar: Type.String({ description: '头像附件地址（需签名下载），未设置或已删除为空' }),
  org: Nullable(
    Type.Object({
      ...orgNames,
      orgtype: OrgTypeSchema,
      orgtypeLabel: Type.String(),
    }),
  ),
  createdAt: Type.String({ description: '注册时间（ISO-8601）' }),
});

/** Left out: unchanged; an empty string clears the field. */
const optional = (title: string, maxLength: number, description = '不传则不变；空字符串表示清除') =>
  Type.Optional(Type.String({ title, maxLength, description }));

export const profileContract = defineContract(
  { base: 'dpboot', tag: 'profile', module: '个人资料' },
  {
    get: {
      method: 'GET',
      path: 'user/profile',
      access: 'login',
      summary: '我的资料',
      answer: ProfileSchema,
    },
    save: {
      method: 'POST',
      path: 'user/profile',
      access: 'login',
      summary: '修改我的资料',
      description: '姓名必填（2–20 字）；邮箱、职务（≤30 字）、头像可选：不传则不变，空字符串表示清除。头像须为本人上传的图片附件。',
      body: Type.Object({
        name: Type.String({ title: '姓名', minLength: L.nameMin, maxLength: L.nameMax }),
        email: optional('邮箱', L.emailMax),
        position: optional('职务', L.positionMax),
        avatar: optional(
          '头像',
          L.avatarMax,
          '本人在本园区上传的图片附件地址 /api/dpboot/attach/download/{id}；不传则不变；空字符串表示清除',
        ),
      }),
      answer: ProfileSchema,
      message: '保存成功',
    },
  },
);

export type Profile = AnswerOf<typeof profileContract.get>;
export type ProfileInput = BodyOf<typeof profileContract.save>;
