import { Card, ImageViewer } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { requestFile } from '@/core/http';
import type { Attachment } from '../api';
import styles from './parts.module.css';

/**
 * The licence and authorisation images side by side, so the operator compares them with the typed
 * fields without opening each one. Downloads need signed headers, so images come as blobs.
 */
function useBlobUrls(files: Attachment[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const key = files.map((f) => f.url).join('|');
  useEffect(() => {
    const controller = new AbortController();
    const created: string[] = [];
    for (const url of key ? key.split('|') : []) {
      requestFile(url, { silent: true, signal: controller.signal }).then(
        ({ blob }) => {
          const blobUrl = URL.createObjectURL(blob);
          created.push(blobUrl);
          setUrls((prev) => ({ ...prev, [url]: blobUrl }));
        },
        // The list below still offers the download, which reports its own failure.
        () => undefined,
      );
    }
    return () => {
      controller.abort();
      created.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [key]);
  return urls;
}

export function DocumentPreviews({ files }: { files: Attachment[] }) {
  const images = files.filter((f) => f.mime.startsWith('image/'));
  const urls = useBlobUrls(images);
  if (!images.length) return null;
  const shown = images.map((f) => urls[f.url]).filter((u): u is string => !!u);
  const open = (file: Attachment) => {
    const url = urls[file.url];
    if (url) ImageViewer.Multi.show({ images: shown, defaultIndex: Math.max(0, shown.indexOf(url)) });
  };
  return (
    <Card className={styles.card} title="证照预览">
      <ul className={styles.previews}>
        {images.map((file) => (
          <li key={file.url}>
            <button type="button" className={styles.preview} onClick={() => open(file)} aria-label={`查看${file.title}大图`}>
              {urls[file.url] ? <img src={urls[file.url]} alt={file.title} /> : <span className={styles.placeholder}>加载中</span>}
              <span>{file.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
