import { describe, expect, it } from 'vitest';
import { needsLogin, needsOperator } from './access';

describe('route access (SPEC §6)', () => {
  it('guards the spec prefixes whatever the entry says', () => {
    for (const path of ['/regist/org', '/regist/orgRelate/12', '/integral/list', '/op/index', '/user/index']) {
      expect(needsLogin(path, 'public')).toBe(true);
    }
    expect(needsLogin('/regist/user', 'public')).toBe(false);
    expect(needsLogin('/index', 'public')).toBe(false);
    expect(needsLogin('/userguide', 'public')).toBe(false);
    expect(needsLogin('/policy/declare', 'login')).toBe(true);
  });
  it('asks for the operator role under /op and /integral only', () => {
    expect(needsOperator('/op/orgAudit', 'login')).toBe(true);
    expect(needsOperator('/integral/fill', 'login')).toBe(true);
    expect(needsOperator('/info/integral/index', 'public')).toBe(false);
    expect(needsOperator('/user/index', 'login')).toBe(false);
  });
});
