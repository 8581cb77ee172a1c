import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppealDetail } from '../api';
import { screenPerTest } from '@/ui/testing/screen';

const requestFile = vi.fn();
vi.mock('@/core/http', async (original) => ({ ...(await original<object>()), requestFile: (...args: unknown[]) => requestFile(...args) }));
const { AppealBody } = await import('./detail-sections');

const view = screenPerTest();
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
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
    view.render(<AppealBody appeal={appeal} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const img = view.host.querySelector('img');
    expect(img?.alt).toBe('现场照片1.png');
    expect(img?.getAttribute('src')).toBe('blob:photo');
    expect(view.host.querySelector('button[aria-label="查看图片 现场照片1.png"]')).not.toBeNull();
    expect(view.host.textContent).not.toContain('70 B');
  });
});
