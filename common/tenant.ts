import type { TenantAnswer } from './system/contract.js';

/** The tenant answer of POST /api/need/getTenantWrapper (SPEC §7): declared by its contract. */
export type { TenantAnswer } from './system/contract.js';

/** Tenant info as the client keeps it (SPEC §3), mapped from TenantAnswer. */
export interface TenantInfo {
  id: number;
  logo: string;
  name: string;
  indextitle: string;
  parkid: number;
  parkname: string;
}

/**
 * The preset default tenant (SPEC §3): a high-tech zone in one city. The server seeds the same park
 * under the same id, so the client's fallback and the server's default agree.
 */
export const DEFAULT_TENANT: TenantInfo = {
  id: 1,
  logo: '/innoweb/logo.svg',
  name: '杭州高新技术产业开发区',
  indextitle: '杭州高新区',
  parkid: 1001,
  parkname: '杭州高新区（滨江）',
};

export function tenantFromAnswer(answer: TenantAnswer): TenantInfo {
  return {
    id: answer.bdSysId,
    logo: answer.logo,
    name: answer.fullname,
    indextitle: answer.dp_simple,
    parkid: answer.sourceParkId,
    parkname: answer.highTechZone,
  };
}

/**
 * The server embeds the getTenantWrapper answer for the page's own hostname in the page shell,
 * as a JSON script with this id, so a first visit draws the park without waiting for that call.
 */
export const TENANT_SCRIPT_ID = 'innoweb-tenant';
