import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenPerTest } from '@/ui/testing/screen';

const requestFile = vi.fn();
const previewImages = vi.fn();
vi.mock('@/core/http', () => ({ requestFile: (...args: unknown[]) => requestFile(...args) }));
vi.mock('./image-preview', () => ({ previewImages: (...args: unknown[]) => previewImages(...args) }));
const { ImageGallery } = await import('./image-gallery');

const view = screenPerTest();
beforeEach(() => {
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:photo-${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  requestFile.mockReset();
  previewImages.mockReset();
});

const photos = [
  { filename: '现场照片1.png', url: '/api/files/1', mime: 'image/png', size: 70 },
  { filename: '现场照片2.png', url: '/api/files/2', mime: 'image/png', size: 80 },
];

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('ImageGallery', () => {
  it('shows photos as thumbnails fetched through the signed client, not as file names with sizes', async () => {
    requestFile.mockResolvedValue({ blob: new Blob(['x'], { type: 'image/png' }), filename: 'x.png' });
    view.render(<ImageGallery images={photos} title="现场照片" />);
    await settle();
    expect(requestFile.mock.calls.map((c) => c[0])).toEqual(['/api/files/1', '/api/files/2']);
    const images = [...view.host.querySelectorAll('img')];
    expect(images.map((img) => [img.alt, img.getAttribute('src')])).toEqual([
      ['现场照片1.png', 'blob:photo-1'],
      ['现场照片2.png', 'blob:photo-2'],
    ]);
    expect(view.host.textContent).not.toContain('70 B');
    expect(view.host.textContent).not.toContain('下载');

    // A tap opens the viewer at that photo, with the others to swipe to.
    act(() => view.host.querySelector<HTMLButtonElement>('button[aria-label="查看图片 现场照片2.png"]')!.click());
    expect(previewImages).toHaveBeenCalledWith(['blob:photo-1', 'blob:photo-2'], 1);

    view.render(<></>);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-2');
  });

  it('says which photo could not be loaded (offline) instead of an empty box', async () => {
    requestFile.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ blob: new Blob(['x']), filename: 'x.png' });
    view.render(<ImageGallery images={photos} title="现场照片" />);
    await settle();
    expect(view.host.textContent).toContain('图片未加载');
    expect(view.host.querySelectorAll('img')).toHaveLength(1);
  });
});
