import { Button, List, Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { EnvelopeError, HttpResponseError } from '@/core/http';
import styles from './files-field.module.css';
import { DEFAULT_MAX_BYTES, uploadFile, type UploadedFile } from './upload-field';
import { formatBytes } from './upload-image';
import { RemoveButton } from './remove-button';

/** What attach/upload/single accepts (the server checks the bytes again). */
export const FILES_ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.txt,.csv';

export interface FilesFieldProps {
  /** The uploaded files in order (set by antd-mobile Form.Item). */
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  disabled?: boolean;
  /** At most this many files (20 by default). */
  max?: number;
  maxBytes?: number;
  accept?: string;
  /** Under the button: what the files are for, who sees them. */
  hint?: string;
  /** What the files are called on the button and in messages: 附件 by default, 照片 for photos. */
  noun?: string;
}

function failure(error: unknown, name: string): string | null {
  // Business errors (unsupported type…) were already shown by the HTTP client.
  if (error instanceof EnvelopeError) return null;
  if (error instanceof HttpResponseError && error.response.status === 413) return `${name} 过大，请压缩后重新上传`;
  return `${name} 上传失败，请检查网络后重试`;
}

/** Several documents, each uploaded (attach/upload/single) as soon as it is picked; 移除 takes one out. */
export function FilesField({ value = [], onChange, disabled, max = 20, maxBytes = DEFAULT_MAX_BYTES, accept = FILES_ACCEPT, hint, noun = '附件' }: FilesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  // The latest list, so uploads finishing one after another all land in it.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const add = async (picked: File[]) => {
    const room = max - latest.current.length;
    if (picked.length > room) Toast.show({ content: `${noun}最多 ${max} 个`, icon: 'fail' });
    for (const file of picked.slice(0, Math.max(room, 0))) {
      if (file.size > maxBytes) {
        Toast.show({ content: `${file.name} 超过 ${formatBytes(maxBytes)}`, icon: 'fail' });
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const uploaded = await uploadFile(file);
        latest.current = [...latest.current, uploaded];
        onChange?.(latest.current);
      } catch (error) {
        const message = failure(error, file.name);
        if (message) Toast.show({ content: message, icon: 'fail' });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <div className={styles.field}>
      {value.length ? (
        <List className={styles.list}>
          {value.map((file) => (
            <List.Item
              key={file.id}
              prefix={<FileOutline aria-hidden />}
              description={formatBytes(file.size)}
              extra={<RemoveButton name={file.filename} disabled={disabled} onRemove={() => onChange?.(value.filter((f) => f.id !== file.id))} />}
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
        accept={accept}
        hidden
        aria-label={`选择${noun}文件`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void add(files);
        }}
      />
      <Button
        size="small"
        disabled={disabled || uploading > 0 || value.length >= max}
        loading={uploading > 0}
        onClick={() => input.current?.click()}
      >
        {uploading > 0 ? '上传中' : `添加${noun}`}
      </Button>
      <p className={styles.hint}>
        {hint ?? `图片、PDF、Office 文档、zip 或 txt/csv`}，单个不超过 {formatBytes(maxBytes)}，最多 {max} 个
      </p>
    </div>
  );
}
