import { Type, type Static } from 'typebox';
import { envelopeOf } from '../../lib/schema.js';
import { OrgInforAnswer } from './schema.js';

/** What /op/orgPortrait/{orgid} shows: the profile, figures, linked users and certification history. */
export const OrgPortrait = Type.Object({
  profile: Type.Object({
    ...OrgInforAnswer.properties.data.properties,
    parkName: Type.String({ description: '所在园区' }),
    contactPhone: Type.String({ description: '联系电话（中间四位隐去）' }),
    envreate: Type.String({ description: '环境信用评级' }),
    region: Type.String({ description: '省市区' }),
    createdAt: Type.String({ description: '入驻平台时间' }),
  }),
  figures: Type.Object({
    yearsSinceSetup: Type.Union([Type.Integer(), Type.Null()], {
      description: '成立年限（整年），成立日期未知为 null',
    }),
    yearsOnPlatform: Type.Integer({ description: '入驻年限（整年）' }),
    registerCapital: Type.Number({ description: '注册资本（万元）' }),
    industryName: Type.String(),
    industryOrgCount: Type.Integer({ description: '本租户同产业企业数' }),
    industryAvgCapital: Type.Number({ description: '本租户同产业平均注册资本（万元）' }),
    industryRankInPark: Type.Integer({ description: '同园区同产业按注册资本的排名（并列同名次）' }),
    industryCountInPark: Type.Integer({ description: '同园区同产业企业数' }),
  }),
  users: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      phone: Type.String({ description: '手机号（中间四位隐去）' }),
      status: Type.String(),
      createdAt: Type.String(),
    }),
  ),
  certifications: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Type.String({ description: 'ORG 企业认证，RELATE 关联企业' }),
      kindLabel: Type.String(),
      status: Type.String(),
      statusLabel: Type.String(),
      applicant: Type.String(),
      reason: Type.String(),
      createdAt: Type.String(),
      reviewedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type OrgPortraitType = Static<typeof OrgPortrait>;
export const OrgPortraitAnswer = envelopeOf(OrgPortrait);
