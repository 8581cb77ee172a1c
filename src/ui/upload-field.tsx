import { ImageUploader, ImageViewer, Toast, type ImageUploadItem, type ImageUploaderRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { attachContract, UPLOAD_FIELD, type UploadedFile } from '@common/attach/contract';
import { call } from '@/core/endpoint-call';
import { EnvelopeError, HttpResponseError, requestFile } from '@/core/http';
import styles from './upload-field.module.css';
import { formatBytes, prepareForUpload } from './upload-image';

/** What an upload answers (attach/upload/single); its `url`, the signed download address, is the field's value. */
export type { UploadedFile };

/** Uploads one file (attach/upload/single) as a private attachment of the signed-in user. */
export function uploadFile(file: File, options: { loading?: string } = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return call(attachContract.upload, {}, { ...options, multipart: form });
}

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
/** Images, and PDF for scanned documents: what licences and authorisation letters come as. */
export const DOCUMENT_ACCEPT = 'image/*,application/pdf,.pdf';

export interface UploadFieldProps {
  /** The uploaded file's download address (set by antd-mobile Form.Item). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Names the document in messages and for screen readers, e.g. 营业执照. */
  title: string;
  accept?: string;
  maxBytes?: number;
  disabled?: boolean;
}

interface Shown {
  /** A local object URL of the file: downloads need signed headers, which <img src> cannot send. */
  blobUrl: string;
  mime: string;
  filename: string;
  size: number;
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A document thumbnail with its extension, for files that are not images (PDF). */
function fileIcon(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const ext = (dot > 0 ? filename.slice(dot + 1) : 'FILE').slice(0, 4).toUpperCase().replace(/[^A-Z0-9]/g, '');
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#f5f5f5"/>` +
      `<path d="M24 14h22l12 12v40H24z" fill="#fff" stroke="#999" stroke-width="2"/><path d="M46 14v12h12" fill="none" stroke="#999" stroke-width="2"/>` +
      `<text x="41" y="54" font-size="12" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#1677ff">${ext}</text></svg>`,
  );
}

const LOADING_THUMB = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#f5f5f5"/>` +
    `<text x="40" y="44" font-size="12" font-family="sans-serif" text-anchor="middle" fill="#999">加载中</text></svg>`,
);

const thumbnailOf = (shown: Shown | undefined) =>
  !shown ? LOADING_THUMB : shown.mime.startsWith('image/') ? shown.blobUrl : fileIcon(shown.filename);

/** The message for a failed upload the HTTP client did not already show (oversize, network…). */
async function uploadFailure(error: unknown): Promise<string> {
  if (error instanceof HttpResponseError) {
    if (error.response.status === 413) return '文件过大，请压缩后重新上传';
    const body = (await error.response.json().catch(() => null)) as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return '上传失败，请检查网络后重试';
}

/**
 * One file for an antd-mobile Form.Item: the person picks a photo or a PDF, large photos are scaled
 * to JPEG, the file is uploaded at once, and the field's value becomes its download address.
 */
export function UploadField({ value, onChange, title, accept = DOCUMENT_ACCEPT, maxBytes = DEFAULT_MAX_BYTES, disabled }: UploadFieldProps) {
  const [shown, setShown] = useState<Record<string, Shown>>({});
  const blobUrls = useRef<string[]>([]);
  const uploader = useRef<ImageUploaderRef>(null);
  const current = value ? shown[value] : undefined;

  useEffect(() => {
    const created = blobUrls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  useEffect(() => {
    uploader.current?.nativeElement?.setAttribute('aria-label', `上传${title}`);
  }, [title]);

  const remember = (url: string, entry: Shown) => {
    blobUrls.current.push(entry.blobUrl);
    setShown((prev) => ({ ...prev, [url]: entry }));
  };

  // A value that was not uploaded here (a returned application's file): fetched with signed headers.
  const missing = value && !current ? value : undefined;
  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    requestFile(missing, { silent: true, signal: controller.signal }).then(
      ({ blob, filename }) => {
        const blobUrl = URL.createObjectURL(blob);
        blobUrls.current.push(blobUrl);
        const entry = { blobUrl, mime: blob.type, filename: filename ?? title, size: blob.size };
        setShown((prev) => ({ ...prev, [missing]: entry }));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [missing, title]);

  const beforeUpload = async (file: File): Promise<File | null> => {
    const prepared = await prepareForUpload(file);
    if (prepared.size > maxBytes) {
      Toast.show({ content: `${title}文件不能超过 ${formatBytes(maxBytes)}，当前为 ${formatBytes(prepared.size)}`, icon: 'fail' });
      return null;
    }
    if (prepared.size === 0) {
      Toast.show({ content: '所选文件是空的，请重新选择', icon: 'fail' });
      return null;
    }
    return prepared;
  };

  const upload = async (file: File): Promise<ImageUploadItem> => {
    let answer: UploadedFile;
    try {
      answer = await uploadFile(file);
    } catch (error) {
      // Business errors (wrong type, not logged in) were already shown by the HTTP client.
      if (!(error instanceof EnvelopeError)) Toast.show({ content: await uploadFailure(error), icon: 'fail' });
      throw error;
    }
    const entry = { blobUrl: URL.createObjectURL(file), mime: answer.mime, filename: answer.filename, size: answer.size };
    remember(answer.url, entry);
    return { key: answer.id, url: answer.url, thumbnailUrl: thumbnailOf(entry) };
  };

  const preview = () => {
    if (!current) return;
    if (current.mime.startsWith('image/')) ImageViewer.show({ image: current.blobUrl });
    else window.open(current.blobUrl, '_blank', 'noopener');
  };

  const items: ImageUploadItem[] = value ? [{ key: value, url: value, thumbnailUrl: thumbnailOf(current) }] : [];

  return (
    <div className={styles.field}>
      <ImageUploader
        ref={uploader}
        value={items}
        onChange={(next) => onChange?.(next[0]?.url)}
        accept={accept}
        maxCount={1}
        beforeUpload={beforeUpload}
        upload={upload}
        preview={false}
        onPreview={preview}
        disableUpload={disabled}
        deletable={!disabled}
        // A failed file is dropped (the reason was shown) so the picker is free again: one file only.
        showFailed={false}
      />
      <p className={styles.hint}>
        {current
          ? `${current.filename} · ${formatBytes(current.size)}`
          : value
            ? '已上传'
            : `${/pdf/i.test(accept) ? '照片或 PDF' : '照片'}，不超过 ${formatBytes(maxBytes)}`}
      </p>
    </div>
  );
}
