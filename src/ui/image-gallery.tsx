import { Card } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { requestFile } from '@/core/http';
import type { Attachment } from './attachment-list';
import styles from './image-gallery.module.css';
import { previewImages } from './image-preview';

/** A thumbnail's picture: loading, its blob: address, or failed (offline, gone). */
type Shown = { state: 'loading' } | { state: 'loaded'; src: string } | { state: 'failed' };

/**
 * The images fetched through the signed client (an <img> cannot send its headers), each as a blob:
 * address, revoked when the gallery goes.
 */
function useImageBlobs(images: Attachment[]): Shown[] {
  const key = images.map((image) => image.url).join('\n');
  // By the image's address; an address not in it yet is loading.
  const [byUrl, setByUrl] = useState<Record<string, Shown>>({});
  useEffect(() => {
    const created: string[] = [];
    let live = true;
    for (const url of key ? key.split('\n') : []) {
      void requestFile(url, { silent: true }).then(
        ({ blob }) => {
          if (!live) return;
          const src = URL.createObjectURL(blob);
          created.push(src);
          setByUrl((now) => ({ ...now, [url]: { state: 'loaded', src } }));
        },
        () => {
          if (live) setByUrl((now) => ({ ...now, [url]: { state: 'failed' } }));
        },
      );
    }
    return () => {
      live = false;
      created.forEach((src) => URL.revokeObjectURL(src));
      setByUrl({});
    };
  }, [key]);
  return images.map((image) => byUrl[image.url] ?? { state: 'loading' });
}

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
