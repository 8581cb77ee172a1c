import { MIN_THEME_CONTRAST, whiteContrast } from '../tenant.js';

/**
 * The rules of a park's settings, shared by the form (checked as the operator types) and the
 * server (checked again on save). Each answers the first problem as one Chinese sentence, or null.
 */

export const SETTING_LIMITS = {
  fullname: { min: 4, max: 50 },
  shortName: { min: 2, max: 20 },
  contactPhone: { max: 20 },
  contactAddress: { max: 100 },
  contactEmail: { max: 100 },
  agreement: { min: 20, max: 20_000 },
  /** A logo's file size, in bytes. */
  logoBytes: 1024 * 1024,
} as const;

/** The sections of /op/setting/{type}. */
export const SETTING_SECTIONS = {
  basic: '基本信息',
  portal: '门户入口',
  agreements: '注册协议',
  sms: '短信推送',
} as const;

export type SettingSection = keyof typeof SETTING_SECTIONS;

export const isSettingSection = (value: string): value is SettingSection => Object.hasOwn(SETTING_SECTIONS, value);

const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const length = (text: string) => [...text].length;

function sized(label: string, text: string, { min, max }: { min?: number; max: number }): string | null {
  if (min !== undefined && length(text) < min) return `${label}不能少于${String(min)}个字`;
  if (length(text) > max) return `${label}不能超过${String(max)}个字`;
  return null;
}

export function fullnameProblem(value: string): string | null {
  const text = value.trim();
  return text ? sized('园区全称', text, SETTING_LIMITS.fullname) : '请填写园区全称';
}

export function shortNameProblem(value: string): string | null {
  const text = value.trim();
  return text ? sized('园区简称', text, SETTING_LIMITS.shortName) : '请填写园区简称';
}

/** #rrggbb, on which white text (buttons, the tab bar, the home header) stays readable. */
export function themeColorProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return '请选择主题色';
  if (!/^#[0-9a-f]{6}$/i.test(text)) return '主题色须为 #RRGGBB 格式的颜色，例如 #1466E6';
  if (whiteContrast(text.toLowerCase()) < MIN_THEME_CONTRAST)
    return `主题色太浅：白色文字在其上须有不低于 ${String(MIN_THEME_CONTRAST)}:1 的对比度，请选更深的颜色`;
  return null;
}

export function contactPhoneProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (length(text) > SETTING_LIMITS.contactPhone.max || !PHONE.test(text))
    return '联系电话须为手机号、带区号的固定电话（如 0571-88886666）或 400 电话';
  return null;
}

export function contactAddressProblem(value: string): string | null {
  return sized('联系地址', value.trim(), SETTING_LIMITS.contactAddress);
}

export function contactEmailProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (length(text) > SETTING_LIMITS.contactEmail.max) return `联系邮箱不能超过${String(SETTING_LIMITS.contactEmail.max)}个字`;
  return EMAIL.test(text) ? null : '联系邮箱格式不正确，例如 service@park.gov.cn';
}

export function agreementProblem(label: string, value: string): string | null {
  const text = value.trim();
  return text ? sized(label, text, SETTING_LIMITS.agreement) : `请填写${label}`;
}

/** The portal shows at least one entry, each entry once. */
export function entriesProblem(entries: ReadonlyArray<{ path: string; shown: boolean }>, known: readonly string[]): string | null {
  const paths = entries.map((e) => e.path);
  if (paths.some((p) => !known.includes(p))) return '门户入口中有未知的入口';
  if (new Set(paths).size !== paths.length) return '门户入口不能重复';
  if (!entries.some((e) => e.shown)) return '门户至少要显示一个入口';
  return null;
}

/** The default texts of a park that has not written its own: what registration shows then. */
export function defaultAgreements(parkName: string): { userAgreement: string; privacyPolicy: string } {
  return {
    userAgreement:
      `欢迎使用${parkName}企业服务门户。注册即表示您同意：如实填写注册信息并及时更新；妥善保管账号和密码，` +
      `对账号下的行为负责；不得利用本门户发布违法、虚假或侵害他人权益的信息；园区管理机构可依据法律法规和本协议对违规账号采取限制措施。`,
    privacyPolicy:
      `${parkName}重视您的个人信息保护。我们仅为提供企业服务（身份核验、政策匹配与申报、诉求办理、消息通知）收集必要的信息，` +
      `包括手机号、姓名和您所在企业的信息；未经您同意不会向第三方提供，法律法规另有规定的除外。您可以在个人中心查询、更正您的信息。`,
  };
}

/**
 * The caps of SMS pushes (短信推送上限), per park: how many pushed SMS one phone receives in a park
 * day (counted by the day each batch is sent), and how many batches one operator sends in an
 * hour. A park that never set them has the defaults.
 */
export const SMS_CAP_LIMITS = {
  perRecipientPerDay: { label: '每人每日上限', unit: '条', min: 1, max: 20, default: 3 },
  perOperatorPerHour: { label: '每位操作员每小时上限', unit: '批', min: 1, max: 100, default: 10 },
} as const;

export type SmsCapName = keyof typeof SMS_CAP_LIMITS;
export type SmsCaps = Record<SmsCapName, number>;

export const DEFAULT_SMS_CAPS: SmsCaps = {
  perRecipientPerDay: SMS_CAP_LIMITS.perRecipientPerDay.default,
  perOperatorPerHour: SMS_CAP_LIMITS.perOperatorPerHour.default,
};

/** A whole number within the cap's range. */
export function smsCapProblem(name: SmsCapName, value: number): string | null {
  const { label, unit, min, max } = SMS_CAP_LIMITS[name];
  if (!Number.isInteger(value) || value < min || value > max)
    return `${label}须为${String(min)}到${String(max)}之间的整数（${unit}）`;
  return null;
}
