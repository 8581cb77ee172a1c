import { describe, expect, it } from 'vitest';
import { detailPath, queuePath } from './paths';

describe('review paths', () => {
  it('puts the status tab in the path, and 全部 without one', () => {
    expect(queuePath('ORG', 'TOAUDIT')).toBe('/op/orgAudit/TOAUDIT');
    expect(queuePath('RELATE')).toBe('/op/orgRelate');
    expect(queuePath('RELATE', '')).toBe('/op/orgRelate');
  });
  it('names the kind and the id of a detail', () => {
    expect(detailPath('RELATE', 42)).toBe('/op/orgAuditDetail/RELATE/42');
  });
});
