import { describe, expect, it } from 'vitest';
import { isOperator, isOrganisation, isRegistering, isService } from './roles.js';

const user = (rolenames: string[], orgId: number | null = null, orgType: 'ORG' | 'SERVICE' | null = null) => ({
  id: 7,
  roles: rolenames.map((rolename) => ({ rolename })),
  orgId,
  orgType,
});

describe('role rules (SPEC §6)', () => {
  it('an operator holds 管委会 or 管理员', () => {
    expect(isOperator(user(['注册用户', '管委会']))).toBe(true);
    expect(isOperator(user(['管理员']))).toBe(true);
    expect(isOperator(user(['注册用户']))).toBe(false);
  });

  it('an organisation or service user has an orgId of that type', () => {
    expect(isOrganisation(user(['注册用户'], 3, 'ORG'))).toBe(true);
    expect(isService(user(['注册用户'], 3, 'ORG'))).toBe(false);
    expect(isService(user(['注册用户'], 4, 'SERVICE'))).toBe(true);
    expect(isOrganisation(user(['注册用户'], null, 'ORG'))).toBe(false);
  });

  it('a registering user has no orgId and is not an operator', () => {
    expect(isRegistering(user(['注册用户']))).toBe(true);
    expect(isRegistering(user(['注册用户'], 3, 'ORG'))).toBe(false);
    expect(isRegistering(user(['管理员']))).toBe(false);
  });

  it('every check is false without an id or without roles', () => {
    const checks = [isOperator, isOrganisation, isService, isRegistering];
    for (const check of checks) {
      expect(check({ ...user(['管理员'], 3, 'ORG'), id: 0 })).toBe(false);
      expect(check(user([], 3, 'ORG'))).toBe(false);
      expect(check(null)).toBe(false);
      expect(check(undefined)).toBe(false);
    }
  });
});
