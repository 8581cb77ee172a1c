import { describe, expect, it } from 'vitest';
import { overdueLabel } from './overdue-label';

describe('the 超期 filter’s label', () => {
  it('writes its count as the tabs do, 超期(2), and none when nothing is overdue', () => {
    expect(overdueLabel(2)).toBe('超期(2)');
    expect(overdueLabel(0)).toBe('超期');
    expect(overdueLabel(undefined)).toBe('超期');
  });
});
