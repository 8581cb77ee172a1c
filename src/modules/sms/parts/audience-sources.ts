import type { AudienceSources } from '@/ui/audience/audience-picker';
import { audienceCount, audienceOptions, audienceOrgs, audienceUsers } from '../api';

/** The chooser's data, from the SMS contract's audience endpoints (permission sms.push). */
export const SMS_AUDIENCE: AudienceSources = {
  options: audienceOptions,
  count: audienceCount,
  orgs: audienceOrgs,
  users: audienceUsers,
};
