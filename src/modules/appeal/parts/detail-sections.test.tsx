import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppealDetail } from '../api';

const requestFile = vi.fn();
vi.mock('@/core/http', async (original) => ({ ...(await original<object>()), requestFile: (...args: unknown[]) => requestFile(...args) }));
const { AppealBody } = await import('./detail-sections');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

describe('an appeal’s photos', () => {
  it('show as thumbnails that open a viewer, not as “现场照片1.png 70 B 下载”', async () => {
    requestFile.mockResolvedValue({ blob: new Blob(['x'], { type: 'image/png' }), filename: '现场照片1.png' });
    const appeal = {
      content: '东门道路积水',
      photos: [{ filename: '现场照片1.png', url: '/api/files/7', mime: 'image/png', size: 70 }],
      events: [],
    } as unknown as AppealDetail;
    act(() => root.render(<AppealBody appeal={appeal} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const img = host.querySelector('img');
    expect(img?.alt).toBe('现场照片1.png');
    expect(img?.getAttribute('src')).toBe('blob:photo');
    expect(host.querySelector('button[aria-label="查看图片 现场照片1.png"]')).not.toBeNull();
    expect(host.textContent).not.toContain('70 B');
  });
});
