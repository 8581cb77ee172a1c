import { useEffect, useState } from 'react';
import { requestFile } from '@/core/http';
import styles from './avatar.module.css';

/**
 * The user's avatar. Downloads need signed headers, which <img src> cannot send, so the image is
 * fetched and shown from a local object URL; until then (or without one) the name's first character.
 */
export function Avatar({ url, name, size = 56 }: { url: string; name: string; size?: number }) {
  const [blobUrl, setBlobUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let created: string | null = null;
    requestFile(url, { silent: true, signal: controller.signal }).then(
      ({ blob }) => {
        created = URL.createObjectURL(blob);
        setBlobUrl(created);
      },
      // A missing or unreadable file falls back to the initial: nothing to tell the person.
      () => undefined,
    );
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
      setBlobUrl(null);
    };
  }, [url]);

  const style = { width: size, height: size, fontSize: Math.round(size * 0.43) };
  if (url && blobUrl) return <img className={styles.avatar} style={style} src={blobUrl} alt={`${name}的头像`} />;
  return (
    <div className={styles.avatar} style={style} aria-hidden="true">
      {(name || '用').slice(0, 1)}
    </div>
  );
}
