import { describe, expect, it } from 'vitest';
import { refreshSeconds, rotateSeconds, switchSeconds } from './timing';

describe('the wall’s timing from its address', () => {
  it('refreshes every 60 s, shows an industry 10 s and does not rotate unless told', () => {
    expect([refreshSeconds(''), switchSeconds(''), rotateSeconds('')]).toEqual([60, 10, null]);
  });

  it('takes whole seconds from 2 to 3600 and ignores anything else', () => {
    expect(refreshSeconds('?refresh=2')).toBe(2);
    expect(switchSeconds('?switch=15&refresh=5')).toBe(15);
    expect(rotateSeconds('?rotate=30')).toBe(30);
    for (const bad of ['?refresh=1', '?refresh=0.5', '?refresh=abc', '?refresh=3601', '?refresh='])
      expect(refreshSeconds(bad), bad).toBe(60);
    expect(rotateSeconds('?rotate=1')).toBeNull();
  });
});
