/**
 * Opens an image in antd-mobile's full-screen viewer. The viewer (with its gesture and swiper
 * code) is loaded on the first tap, not with every screen that lists files.
 */
export async function previewImage(url: string, afterClose?: () => void): Promise<void> {
  const { ImageViewer } = await import('./image-viewer');
  ImageViewer.show({ image: url, ...(afterClose ? { afterClose } : {}) });
}

/** Opens several images in the viewer, at `index`, to swipe through. */
export async function previewImages(urls: string[], index: number): Promise<void> {
  const { ImageViewer } = await import('./image-viewer');
  ImageViewer.Multi.show({ images: urls, defaultIndex: index });
}
