import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@common/roles';
import { accountTags } from './account-tags';

const user = (roles: string[], orgId: number | null = null, orgType: SessionUser['orgType'] = null): SessionUser => ({
  id: 3,
  name: '张三',
  phone: '13800000003',
  roles: roles.map((rolename) => ({ rolename })),
  orgId,
  orgType,
  permissions: [],
});

describe('the personal centre’s account tags', () => {
  it('say 企业用户 for a certified enterprise’s user, not the 注册用户 every account holds', () => {
    expect(accountTags(user(['注册用户'], 12, 'ORG'))).toEqual(['企业用户']);
    expect(accountTags(user(['注册用户'], 13, 'SERVICE'))).toEqual(['服务机构用户']);
    expect(accountTags(user(['注册用户', '管理员']))).toEqual(['管理员']);
    expect(accountTags(user(['注册用户']))).toEqual(['注册用户']);
  });
});
