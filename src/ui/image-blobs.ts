import { useEffect, useState } from 'react';
import { requestFile } from '@/core/http';
import type { Attachment } from './attachment-list';

/** A thumbnail's picture: loading, its blob: address, or failed (offline, gone). */
export type Shown = { state: 'loading' } | { state: 'loaded'; src: string } | { state: 'failed' };

/**
 * The images fetched through the signed client (an <img> cannot send its headers), each as a blob:
 * address, revoked when the component goes.
 */
export function useImageBlobs(images: Attachment[]): Shown[] {
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
