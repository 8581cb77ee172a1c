import { useEffect, useMemo, useRef } from 'react';
import { requestFile } from '@/core/http';
import styles from './notice.module.css';
import { ATTACH_SRC, parkImageSources } from './signed-html';

/**
 * A notice body. `html` must be the server's sanitized body (the notice allow-list: formatting,
 * lists, links, attachment images): it is the only HTML this app ever puts into innerHTML.
 */
export function NoticeBody({ html }: { html: string }) {
  const parked = useMemo(() => parkImageSources(html), [html]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const images = Array.from(root.current?.querySelectorAll<HTMLImageElement>(`img[${ATTACH_SRC}]`) ?? []);
    if (!images.length) return;
    const controller = new AbortController();
    const created: string[] = [];
    for (const img of images) {
      const src = img.getAttribute(ATTACH_SRC) ?? '';
      requestFile(src, { silent: true, signal: controller.signal }).then(
        ({ blob }) => {
          const url = URL.createObjectURL(blob);
          created.push(url);
          img.src = url;
        },
        // An image that cannot be loaded keeps its alt text; the notice itself is still readable.
        () => undefined,
      );
    }
    return () => {
      controller.abort();
      created.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [parked]);

  return <div ref={root} className={styles.body} dangerouslySetInnerHTML={{ __html: parked }} />;
}
