import type { TenantAnswer } from '../../common/tenant';
import { request } from '../core/http';

/** POST /api/need/getTenantWrapper {domain} (SPEC §7). */
export const fetchTenantAnswer = (domain: string) =>
  request<TenantAnswer>('getTenantWrapper', { base: 'need', method: 'POST', body: { domain } });
