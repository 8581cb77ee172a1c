import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { RichTextField } from './rich-text-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(check()).toBe(true);
}

describe('RichTextField', () => {
  it('loads the editor lazily with its toolbar and edits HTML', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const onChange = vi.fn();
    act(() => root.render(<RichTextField value="<p>园区简介</p>" onChange={onChange} aria-label="简介" />));
    expect(host.textContent).toContain('编辑器加载中……');
    await until(() => !!host.querySelector('[role="toolbar"]'));
    const names = [...host.querySelectorAll('[role="toolbar"] button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(names).toEqual(['加粗', '斜体', '标题', '小标题', '无序列表', '有序列表', '链接', '撤销', '重做']);
    expect(host.querySelector('[role="textbox"]')?.getAttribute('aria-label')).toBe('简介');
    expect(host.querySelector('[role="textbox"]')?.innerHTML).toContain('<p>园区简介</p>');
    act(() => root.unmount());
    host.remove();
  });
});
