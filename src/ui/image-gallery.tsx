import { Card } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import type { Attachment } from './attachment-list';
import styles from './image-gallery.module.css';
import { useImageBlobs } from './image-blobs';
import { previewImages } from './image-preview';

/** Photos of a record as thumbnails; a tap opens them full screen, to swipe through. */
export function ImageGallery({ images, title = '图片' }: { images: Attachment[]; title?: string }) {
  const shown = useImageBlobs(images);
  if (!images.length) return null;
  const loaded = shown.flatMap((s) => (s.state === 'loaded' ? [s.src] : []));
  return (
    <Card title={title}>
      <ul className={styles.grid}>
        {images.map((image, index) => {
          const s = shown[index] ?? { state: 'loading' };
          return (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`查看图片 ${image.filename}`}
                disabled={s.state !== 'loaded'}
                onClick={() => s.state === 'loaded' && void previewImages(loaded, loaded.indexOf(s.src))}
              >
                {s.state === 'loaded' ? (
                  <img src={s.src} alt={image.filename} className={styles.image} />
                ) : (
                  <span className={styles.placeholder}>
                    <PictureOutline aria-hidden />
                    {s.state === 'failed' ? '图片未加载' : '加载中'}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
