/** Account field rules both sides apply: the client for the user's sake, the server always. */
export const PHONE_PATTERN = '^1[3-9]\\d{9}$';
export const PHONE_MESSAGE = '请输入正确的11位手机号';

export const SMS_CODE_PATTERN = '^\\d{6}$';
export const SMS_CODE_MESSAGE = '请输入6位短信验证码';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_MESSAGE = '密码需为8-20位，且同时包含字母和数字';

/** 8–20 characters with at least one letter and one digit; checked on the server after decryption. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_MESSAGE;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return PASSWORD_MESSAGE;
  if (/\s/.test(password)) return '密码不能包含空格';
  return null;
}

export const isPhone = (value: string) => new RegExp(PHONE_PATTERN).test(value);
