import { Button, List, Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { EnvelopeError, HttpResponseError, request } from '../../../core/http';
import { DEFAULT_MAX_BYTES } from '../../../ui/upload-field';
import { formatBytes } from '../../../ui/upload-image';
import type { NoticeFile } from '../api';
import styles from './notice.module.css';

/** What the server accepts (attach/upload/single); it checks the bytes again. */
const ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.txt,.csv';
export const MAX_FILES = 20;

export interface AttachmentsFieldProps {
  /** The files of the notice (set by antd-mobile Form.Item). */
  value?: NoticeFile[];
  onChange?: (files: NoticeFile[]) => void;
  disabled?: boolean;
}

async function failure(error: unknown, name: string): Promise<string | null> {
  // Business errors (unsupported type…) were already shown by the HTTP client.
  if (error instanceof EnvelopeError) return null;
  if (error instanceof HttpResponseError && error.response.status === 413) return `${name} 过大，请压缩后重新上传`;
  return `${name} 上传失败，请检查网络后重试`;
}

/** Several files, each uploaded as soon as it is picked; the value lists them in order. */
export function AttachmentsField({ value = [], onChange, disabled }: AttachmentsFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  // The latest list, so uploads finishing one after another all land in it.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const add = async (picked: File[]) => {
    const room = MAX_FILES - latest.current.length;
    if (picked.length > room) Toast.show({ content: `附件最多 ${MAX_FILES} 个`, icon: 'fail' });
    for (const file of picked.slice(0, Math.max(room, 0))) {
      if (file.size > DEFAULT_MAX_BYTES) {
        Toast.show({ content: `${file.name} 超过 ${formatBytes(DEFAULT_MAX_BYTES)}`, icon: 'fail' });
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const form = new FormData();
        form.append('file', file, file.name);
        const uploaded = await request<NoticeFile>('attach/upload/single', { base: 'dpboot', method: 'POST', multipart: form });
        latest.current = [...latest.current, uploaded];
        onChange?.(latest.current);
      } catch (error) {
        const message = await failure(error, file.name);
        if (message) Toast.show({ content: message, icon: 'fail' });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const remove = (id: number) => onChange?.(value.filter((f) => f.id !== id));

  return (
    <div className={styles.attachments}>
      {value.length ? (
        <List className={styles.attachmentList}>
          {value.map((file) => (
            <List.Item
              key={file.id}
              prefix={<FileOutline aria-hidden />}
              description={formatBytes(file.size)}
              extra={
                <Button size="mini" fill="none" color="danger" disabled={disabled} aria-label={`移除${file.filename}`} onClick={() => remove(file.id)}>
                  移除
                </Button>
              }
            >
              {file.filename}
            </List.Item>
          ))}
        </List>
      ) : null}
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        aria-label="选择附件文件"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void add(files);
        }}
      />
      <Button size="small" disabled={disabled || uploading > 0 || value.length >= MAX_FILES} loading={uploading > 0} onClick={() => input.current?.click()}>
        {uploading > 0 ? '上传中' : '添加附件'}
      </Button>
      <p className={styles.hint}>图片、PDF、Office 文档、zip 或 txt/csv，单个不超过 {formatBytes(DEFAULT_MAX_BYTES)}，最多 {MAX_FILES} 个；发布后所有访客可下载</p>
    </div>
  );
}
