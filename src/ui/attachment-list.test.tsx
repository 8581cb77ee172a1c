import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenPerTest } from '@/ui/testing/screen';

const requestFile = vi.fn();
const previewImages = vi.fn();
vi.mock('@/core/http', () => ({
  requestFile: (...args: unknown[]) => requestFile(...args),
  EnvelopeError: class EnvelopeError extends Error {},
}));
vi.mock('./image-preview', () => ({
  previewImages: (...args: unknown[]) => previewImages(...args),
  previewImage: vi.fn(),
}));
const { AttachmentList } = await import('./attachment-list');

const view = screenPerTest();
beforeEach(() => {
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:file-${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  requestFile.mockReset();
  previewImages.mockReset();
});

const files = [
  { filename: '营业执照.jpg', url: '/api/files/1', mime: 'image/jpeg', size: 2048, title: '营业执照' },
  { filename: '审计报告.pdf', url: '/api/files/2', mime: 'application/pdf', size: 4096 },
  { filename: '法人身份证.png', url: '/api/files/3', mime: 'image/png', size: 1024 },
];

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('AttachmentList', () => {
  it('shows an image attachment as its thumbnail, fetched through the signed client; documents keep an icon', async () => {
    requestFile.mockResolvedValue({ blob: new Blob(['x'], { type: 'image/png' }), filename: 'x' });
    view.render(<AttachmentList files={files} title="申请材料" />);
    await settle();
    // Only the images are fetched up front; the PDF waits for 下载.
    expect(requestFile.mock.calls.map((c) => c[0])).toEqual(['/api/files/1', '/api/files/3']);
    expect([...view.host.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['blob:file-1', 'blob:file-2']);
    expect(view.host.textContent).toContain('审计报告.pdf');
    expect(view.host.querySelectorAll('button[aria-label^="下载"]')).toHaveLength(3);

    // A tap on the second image opens the viewer there, with the record's other image to swipe to.
    act(() => (view.host.querySelector('[aria-label="查看图片 法人身份证.png"]') as HTMLElement).click());
    expect(previewImages).toHaveBeenCalledWith(['blob:file-1', 'blob:file-2'], 1);

    view.render(<></>);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });

  it('keeps an icon for an image that could not be fetched (offline), still openable by tap', async () => {
    requestFile.mockRejectedValue(new Error('offline'));
    view.render(<AttachmentList files={[files[0]!]} />);
    await settle();
    expect(view.host.querySelectorAll('img')).toHaveLength(0);
    expect(view.host.textContent).toContain('营业执照.jpg');
  });
});
