import { Button, List, Toast } from 'antd-mobile';
import { FileOutline, PictureOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { saveBlob } from '@/core/download';
import { EnvelopeError, requestFile } from '@/core/http';
import styles from './attachment-list.module.css';
import { useImageBlobs } from './image-blobs';
import { previewImage, previewImages } from './image-preview';
import { formatBytes } from './upload-image';
import { SPEC_STRINGS } from '@common/spec-strings';

/** A stored file as detail answers list it; `url` is the signed download address. */
export interface Attachment {
  filename: string;
  url: string;
  mime?: string;
  size?: number;
  /** What the document is (营业执照), shown above the file name. */
  title?: string;
}

const IMAGE_EXT = /\.(jpe?g|png|gif|webp|bmp|heic)$/i;
export const isImage = (file: Pick<Attachment, 'filename' | 'mime'>) =>
  file.mime ? file.mime.startsWith('image/') : IMAGE_EXT.test(file.filename);

/** Downloads go through the signed client (headers <img src> and <a href> cannot send). */
async function fetchFile(file: Attachment): Promise<Blob> {
  const { blob } = await requestFile(file.url, { loading: SPEC_STRINGS.loading });
  return blob;
}

function openImageBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  void previewImage(url, () => URL.revokeObjectURL(url));
}

/**
 * Files of a record: images show their thumbnail and open in a viewer (to swipe through all the
 * record's images), other files (and 下载) are saved.
 */
export function AttachmentList({ files, title = '附件材料' }: { files: Attachment[]; title?: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const images = files.filter(isImage);
  const shown = useImageBlobs(images);
  const loaded = shown.flatMap((s) => (s.state === 'loaded' ? [s.src] : []));
  const thumbOf = (file: Attachment) => {
    const s = shown[images.indexOf(file)];
    return s?.state === 'loaded' ? s.src : undefined;
  };

  const run = async (file: Attachment, mode: 'open' | 'save') => {
    setBusy(file.url);
    try {
      const blob = await fetchFile(file);
      if (mode === 'open' && (blob.type ? blob.type.startsWith('image/') : isImage(file)))
        openImageBlob(blob);
      else saveBlob(blob, file.filename);
    } catch (error) {
      if (!(error instanceof EnvelopeError))
        Toast.show({ content: '文件获取失败，请稍后重试', icon: 'fail' });
    } finally {
      setBusy(null);
    }
  };

  if (!files.length) return null;
  return (
    <List header={title} mode="card">
      {files.map((file) => {
        const image = isImage(file);
        const thumb = image ? thumbOf(file) : undefined;
        const details = [file.title, file.size ? formatBytes(file.size) : ''].filter(Boolean).join(' · ');
        return (
          <List.Item
            key={file.url}
            prefix={
              thumb ? (
                <img src={thumb} alt="" className={styles.thumb} />
              ) : image ? (
                <PictureOutline aria-hidden className={styles.icon} />
              ) : (
                <FileOutline aria-hidden className={styles.icon} />
              )
            }
            description={details || undefined}
            onClick={
              thumb
                ? () => void previewImages(loaded, loaded.indexOf(thumb))
                : busy
                  ? undefined
                  : () => void run(file, 'open')
            }
            arrow={false}
            extra={
              <Button
                size="mini"
                fill="none"
                color="primary"
                disabled={busy !== null}
                aria-label={`下载${file.filename}`}
                onClick={(event) => {
                  event.stopPropagation();
                  void run(file, 'save');
                }}
              >
                下载
              </Button>
            }
          >
            <span aria-label={image ? `查看图片 ${file.filename}` : `下载 ${file.filename}`}>
              {file.filename}
            </span>
          </List.Item>
        );
      })}
    </List>
  );
}
