import { DEFAULT_TENANT } from '../../../common/tenant.js';
import { BASE_ROLE } from '../../../common/roles.js';
import type { DemoRoleName } from './roles.js';

/** The password of every demo account (README and the start banner print it). */
export const DEMO_PASSWORD = 'Demo@123456';

export interface DemoAccount {
  phone: string;
  tenantId: number;
  /** The role that makes the account what it is; every account also holds BASE_ROLE. */
  role: DemoRoleName;
  /** Chinese, then English in brackets. */
  description: string;
  /** The user's display name. */
  name: string;
  /** The kind of organisation the account is linked to (the tenant's first such demo org), if any. */
  org: 'ORG' | 'SERVICE' | null;
}

/**
 * One account for each kind of user. The 138000000xx / 139000000xx blocks are reserved for them:
 * generated org contacts never use those numbers.
 */
export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  {
    phone: '13800000001',
    tenantId: DEFAULT_TENANT.id,
    role: '管理员',
    description: '管理员 (operator)',
    name: '王建国',
    org: null,
  },
  {
    phone: '13800000002',
    tenantId: DEFAULT_TENANT.id,
    role: '管委会',
    description: '管委会 (operator)',
    name: '李晓梅',
    org: null,
  },
  {
    phone: '13800000003',
    tenantId: DEFAULT_TENANT.id,
    role: BASE_ROLE,
    description: '认证企业用户 (certified enterprise)',
    name: '张伟',
    org: 'ORG',
  },
  {
    phone: '13800000004',
    tenantId: DEFAULT_TENANT.id,
    role: BASE_ROLE,
    description: '服务机构用户 (service organisation)',
    name: '陈静',
    org: 'SERVICE',
  },
  {
    phone: '13800000005',
    tenantId: DEFAULT_TENANT.id,
    role: BASE_ROLE,
    description: '个人用户，未关联机构 (individual, no organisation)',
    name: '刘洋',
    org: null,
  },
  {
    phone: '13800000006',
    tenantId: DEFAULT_TENANT.id,
    role: '诉求专员',
    description: '诉求专员 — 管委会 staff role (operator: appeals only)',
    name: '孙丽娟',
    org: null,
  },
  {
    phone: '13900000001',
    tenantId: 2,
    role: '管理员',
    description: '苏州园区管理员 (operator, second park)',
    name: '周敏',
    org: null,
  },
];
