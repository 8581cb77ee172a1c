import { describe, expect, it } from 'vitest';
import type { Application } from '../api';
import { resubmitPath, resubmittable } from './resubmit';

const app = (id: number, kind: Application['kind'], status: Application['status'], orgId: number | null = null): Application => ({
  id,
  kind,
  kindLabel: '',
  status,
  statusLabel: '',
  reason: '',
  orgId,
  category: 'ORG',
  liceneUrl: '',
  authUrl: '',
  fullname: '',
  creditCode: '',
  categoryLabel: '',
  userName: '',
  legalIdcard: '',
  idcard: '',
  createdAt: '',
  updatedAt: '',
  reviewedAt: null,
  history: [],
});

describe('resubmitting refused applications', () => {
  it('offers the newest refused application of each kind', () => {
    const list = [app(5, 'RELATE', 'FAIL', 9), app(4, 'ORG', 'BACK'), app(3, 'ORG', 'FAIL')];
    expect([...resubmittable(list, true)]).toEqual([4, 5]);
  });
  it('offers nothing while one waits for review, after a pass, or to someone who may not apply', () => {
    expect(resubmittable([app(2, 'RELATE', 'TOAUDIT', 9), app(1, 'ORG', 'BACK')], true).size).toBe(0);
    expect(resubmittable([app(2, 'ORG', 'PASS'), app(1, 'ORG', 'BACK')], true).size).toBe(0);
    expect(resubmittable([app(1, 'ORG', 'BACK')], false).size).toBe(0);
  });
  it('leads back to the form the application came from', () => {
    expect(resubmitPath(app(1, 'ORG', 'BACK'))).toBe('/regist/org');
    expect(resubmitPath(app(1, 'RELATE', 'FAIL', 12))).toBe('/regist/orgRelate/12');
    expect(resubmitPath(app(1, 'RELATE', 'FAIL', null))).toBeNull();
  });
});
