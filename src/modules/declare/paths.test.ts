import { describe, expect, it } from 'vitest';
import { declareDetailPath, declareNoticePath, declareProcessPath, myApplicationsPath, opAuditPath, opQueuePath, progressPath } from './paths';

describe('declaration paths', () => {
  it('builds the portal paths; the notice list optionally of one policy', () => {
    expect(declareNoticePath()).toBe('/policy/declareNotice');
    expect(declareNoticePath(7)).toBe('/policy/declareNotice?policyId=7');
    expect(declareDetailPath(3)).toBe('/policy/declareDetail/3');
    expect(declareProcessPath(3)).toBe('/policy/declareProcess/3');
    expect(progressPath(12)).toBe('/policy/process/detail/12');
    expect(myApplicationsPath('BACK')).toBe('/policy/declareList?state=BACK');
  });
  it('builds the operations-centre paths with the state tab in the query', () => {
    expect(opQueuePath('TOAUDIT')).toBe('/op/policy/declare?state=TOAUDIT');
    expect(opQueuePath()).toBe('/op/policy/declare');
    expect(opAuditPath(12)).toBe('/op/policy/declare/12');
  });
});
