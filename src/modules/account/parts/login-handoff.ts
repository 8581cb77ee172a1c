import { PHONE_PATTERN } from '@common/account-rules';

/**
 * What registration and a password reset hand to /login (SPEC §2: both end there): the phone to
 * fill in, and whether the account is new (then the next step, certification, is suggested). It
 * travels in the router state, never in the URL, so the number stays out of logs and referrers.
 */
export interface LoginHandoff {
  phone: string;
  registered: boolean;
}

export const loginHandoff = (phone: string, registered: boolean): { handoff: LoginHandoff } => ({ handoff: { phone, registered } });

/** The handoff in a location's state, when it is one (anything else, e.g. a stale entry, is ignored). */
export function handoffOf(state: unknown): LoginHandoff | null {
  const handoff = (state as { handoff?: Partial<LoginHandoff> } | null)?.handoff;
  if (!handoff || typeof handoff.phone !== 'string' || !new RegExp(PHONE_PATTERN).test(handoff.phone)) return null;
  return { phone: handoff.phone, registered: handoff.registered === true };
}

export const REGISTERED_HINT = '注册成功，请登录。登录后可在“我的”中申请企业认证，或关联所在企业，以使用政策申报、企业诉求等服务。';
