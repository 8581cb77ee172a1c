import { describe, expect, it } from 'vitest';
import { toSearchPayload } from './api';
import { portraitPath } from './paths';

describe('org-admin', () => {
  it('turns the URL query into the SPEC §3 search payload, one value per list', () => {
    expect(
      toSearchPayload({
        search: '科技',
        park: '1002',
        industry: '4',
        orgtype: 'ORG',
        setup: '3-5',
        capital: '5000-',
        status: '存续',
      }),
    ).toEqual({
      search: '科技',
      parkids: [1002],
      fieldids: [4],
      orgtypes: ['ORG'],
      setuptims: ['3-5'],
      registercapitals: ['5000-'],
      registstatus: ['存续'],
    });
  });

  it('leaves out what is not chosen, and ids that are not numbers', () => {
    expect(toSearchPayload({ park: 'x' })).toEqual({
      search: undefined,
      parkids: undefined,
      fieldids: undefined,
      orgtypes: undefined,
      setuptims: undefined,
      registercapitals: undefined,
      registstatus: undefined,
    });
  });

  it('builds portrait paths from the route pattern', () => {
    expect(portraitPath(357)).toBe('/op/orgPortrait/357');
  });
});
