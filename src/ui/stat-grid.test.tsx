import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatGrid } from './stat-grid';

describe('StatGrid', () => {
  it('pairs every figure with what it counts, in as many columns as figures', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(
      <StatGrid
        label="发送结果"
        items={[
          { label: '接收人数', value: 3, testId: 'stat-total' },
          { label: '发送成功', value: 2 },
          { label: '发送失败', value: undefined },
        ]}
      />,
    );
    const list = host.querySelector('dl[aria-label="发送结果"]') as HTMLElement;
    expect(list.style.getPropertyValue('--stat-columns')).toBe('3');
    const pairs = [...list.querySelectorAll('dt')].map((dt) => `${dt.textContent ?? ''}=${dt.nextElementSibling?.textContent ?? ''}`);
    expect(pairs).toEqual(['接收人数=3', '发送成功=2', '发送失败=—']);
    expect(list.querySelector('[data-testid="stat-total"]')?.textContent).toBe('3');
  });
});
