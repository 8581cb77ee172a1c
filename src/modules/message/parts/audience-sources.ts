import type { AudienceSources } from '@/ui/audience/audience-picker';
import { audienceCount, audienceOptions, audienceOrgs, audienceUsers } from '../api';

/** The chooser's data, from the message contract's audience endpoints (permission message.send). */
export const MESSAGE_AUDIENCE: AudienceSources = {
  options: audienceOptions,
  count: audienceCount,
  orgs: audienceOrgs,
  users: audienceUsers,
};
