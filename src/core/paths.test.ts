import { describe, expect, it } from 'vitest';
import { pathTo } from './paths';

describe('pathTo', () => {
  it('fills parameters, drops empty optional ones and encodes values', () => {
    expect(pathTo('/op/orgAuditDetail/:type/:id', { type: 'ORG', id: 3 })).toBe('/op/orgAuditDetail/ORG/3');
    expect(pathTo('/op/orgAudit/:status?')).toBe('/op/orgAudit');
    expect(pathTo('/op/orgAudit/:status?', { status: 'TOAUDIT' })).toBe('/op/orgAudit/TOAUDIT');
    expect(pathTo('/cx/productDetail/:type/:id', { type: '产品 A', id: 1 })).toBe('/cx/productDetail/%E4%BA%A7%E5%93%81%20A/1');
  });
  it('refuses a missing required parameter', () => {
    expect(() => pathTo('/notice/detail/:id')).toThrow(/missing parameter id/);
  });
});
