import { Type } from 'typebox';
import { envelopeOf } from '../../lib/schema.js';

/** Request and answer schemas of the personal profile (/user/edit). Titles become the validation messages. */

export const NAME_MIN = 2;
export const NAME_MAX = 20;
export const EMAIL_MAX = 100;
export const POSITION_MAX = 30;

export const ProfileBody = Type.Object({
  name: Type.String({ title: '姓名', minLength: NAME_MIN, maxLength: NAME_MAX }),
  email: Type.Optional(Type.String({ title: '邮箱', maxLength: EMAIL_MAX, description: '不传则不变；空字符串表示清除' })),
  position: Type.Optional(Type.String({ title: '职务', maxLength: POSITION_MAX, description: '不传则不变；空字符串表示清除' })),
  avatar: Type.Optional(
    Type.String({
      title: '头像',
      maxLength: 300,
      description: '本人在本园区上传的图片附件地址 /api/dpboot/attach/download/{id}；不传则不变；空字符串表示清除',
    }),
  ),
});

const OrgSummary = Type.Object({
  id: Type.Integer(),
  fullname: Type.String({ description: '企业全称' }),
  simplename: Type.String({ description: '简称' }),
  orgtype: Type.Enum(['ORG', 'SERVICE'], { description: 'ORG：企业；SERVICE：服务机构' }),
  orgtypeLabel: Type.String(),
});

export const ProfileAnswer = envelopeOf(
  Type.Object({
    id: Type.Integer(),
    name: Type.String({ description: '姓名' }),
    phone: Type.String({ description: '手机号（本人可见完整号码）' }),
    email: Type.String({ description: '邮箱，未填写为空' }),
    position: Type.String({ description: '职务，未填写为空' }),
    avatar: Type.String({ description: '头像附件地址（需签名下载），未设置或已删除为空' }),
    org: Type.Union([OrgSummary, Type.Null()], { description: '所属企业，未归属为 null' }),
    createdAt: Type.String({ description: '注册时间（ISO-8601）' }),
  }),
);
