import { Type } from 'typebox';
import { Empty } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type InputOf } from '../contract/endpoint.js';
import { SETTING_LIMITS as L, SMS_CAP_LIMITS } from './rules.js';

/**
 * A park's own settings (/op/setting/{type}): its names, logo, colour and contact (basic), which
 * home entries its portal shows and in what order (portal), and the agreement texts shown at
 * registration (agreements). Names, logo and colour are the tenant's own fields, so the tenant
 * answer (getTenantWrapper) carries them at once; the portal and agreements are read by the
 * portal from the public endpoints below. The rules and their messages are in ./rules.ts.
 */

const Basic = Type.Object({
  fullname: Type.String({ title: '园区全称', maxLength: L.fullname.max * 2 }),
  shortName: Type.String({ title: '园区简称', maxLength: L.shortName.max * 2 }),
  logo: Type.String({
    title: '园区标志',
    maxLength: 300,
    description: '当前标志的地址不变；换标志时传上传接口（attach/upload/single）返回的下载地址：PNG、JPG 或 WebP，至多 1 MB',
  }),
  themeColor: Type.String({ title: '主题色', maxLength: 7, description: '#RRGGBB；白色文字在其上的对比度不低于 4.5:1' }),
  contactPhone: Type.String({ title: '联系电话', maxLength: 40 }),
  contactAddress: Type.String({ title: '联系地址', maxLength: L.contactAddress.max * 2 }),
  contactEmail: Type.String({ title: '联系邮箱', maxLength: L.contactEmail.max * 2 }),
});

const EntryChoice = Type.Object({
  path: Type.String({ title: '入口', maxLength: 100 }),
  shown: Type.Boolean({ title: '是否显示' }),
});

const Agreements = Type.Object({
  userAgreement: Type.String({ title: '用户协议', maxLength: L.agreement.max * 2 }),
  privacyPolicy: Type.String({ title: '隐私政策', maxLength: L.agreement.max * 2 }),
});

const capOf = (name: keyof typeof SMS_CAP_LIMITS, description: string) => {
  const { label, min, max } = SMS_CAP_LIMITS[name];
  return Type.Integer({ title: label, minimum: min, maximum: max, description });
};
const SmsCaps = Type.Object({
  perRecipientPerDay: capOf('perRecipientPerDay', '一个手机号在一个园区自然日（按批次的发送时间）最多收到的推送短信条数'),
  perOperatorPerHour: capOf('perOperatorPerHour', '一位操作员一小时内最多提交的发送批次数'),
});

const Contact = Type.Object({ phone: Type.String(), address: Type.String(), email: Type.String() });

export const settingContract = defineContract(
  { base: 'dpboot', tag: 'setting', module: '系统设置' },
  {
    basic: {
      method: 'GET',
      path: 'setting/basic',
      access: 'operator',
      permission: 'system.setting',
      summary: '园区基本信息（运营）',
      answer: Basic,
    },
    saveBasic: {
      method: 'POST',
      path: 'setting/basic/save',
      access: 'operator',
      permission: 'system.setting',
      summary: '保存园区基本信息（运营）',
      description: '保存后租户应答（getTenantWrapper）、页面外壳与应用清单立即使用新的名称、标志和主题色。',
      body: Basic,
      answer: Empty,
      message: '园区基本信息已保存',
    },
    portal: {
      method: 'GET',
      path: 'setting/portal',
      access: 'operator',
      permission: 'system.setting',
      summary: '门户入口设置（运营）',
      description: '全部首页入口，按园区的顺序，各自是否显示；产品新增的入口排在最后并显示。',
      answer: Type.Object({ entries: Type.Array(EntryChoice) }),
    },
    savePortal: {
      method: 'POST',
      path: 'setting/portal/save',
      access: 'operator',
      permission: 'system.setting',
      summary: '保存门户入口设置（运营）',
      body: Type.Object({ entries: Type.Array(EntryChoice, { title: '门户入口', minItems: 1, maxItems: 50 }) }),
      answer: Empty,
      message: '门户入口已保存',
    },
    agreements: {
      method: 'GET',
      path: 'setting/agreements',
      access: 'operator',
      permission: 'system.setting',
      summary: '注册协议设置（运营）',
      answer: Agreements,
    },
    saveAgreements: {
      method: 'POST',
      path: 'setting/agreements/save',
      access: 'operator',
      permission: 'system.setting',
      summary: '保存注册协议（运营）',
      body: Agreements,
      answer: Empty,
      message: '注册协议已保存',
    },
    smsCaps: {
      method: 'GET',
      path: 'setting/smsCaps',
      access: 'operator',
      permission: 'system.setting',
      summary: '短信推送上限（运营）',
      description: '未设置时为默认值：每人每日 3 条、每位操作员每小时 10 批。',
      answer: SmsCaps,
    },
    saveSmsCaps: {
      method: 'POST',
      path: 'setting/smsCaps/save',
      access: 'operator',
      permission: 'system.setting',
      summary: '保存短信推送上限（运营）',
      body: SmsCaps,
      answer: Empty,
      message: '短信推送上限已保存',
    },
    publicPortal: {
      method: 'GET',
      path: 'setting/public/portal',
      access: 'public',
      summary: '门户首页的入口与联系方式',
      description: '首页显示的入口（按顺序，只含显示的）与园区联系方式；未填写的联系方式为空字符串。',
      answer: Type.Object({ entries: Type.Array(Type.String()), contact: Contact }),
    },
    publicAgreements: {
      method: 'GET',
      path: 'setting/public/agreements',
      access: 'public',
      summary: '注册时展示的用户协议与隐私政策',
      answer: Agreements,
    },
  },
);

export type BasicSetting = AnswerOf<typeof settingContract.basic>;
export type BasicSettingInput = InputOf<typeof settingContract.saveBasic>;
export type PortalSetting = AnswerOf<typeof settingContract.portal>;
export type AgreementsSetting = AnswerOf<typeof settingContract.agreements>;
export type SmsCapsSetting = AnswerOf<typeof settingContract.smsCaps>;
export type PublicPortal = AnswerOf<typeof settingContract.publicPortal>;
