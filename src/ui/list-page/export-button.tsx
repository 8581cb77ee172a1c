import { Button, Toast } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { DEFAULT_EXPORT_FILE_NAME } from '@common/constants';
import { saveBlob } from '@/core/download';
import { EnvelopeError, type FileAnswer } from '@/core/http';

/** A list's export: a defineDownload of its export endpoint, given the list's current query. */
export type ExportSpec<Q> = (query: Q) => Promise<FileAnswer>;

export interface ExportButtonProps {
  /** Fetches the file (a defineDownload); the server names it (default 数据导出). */
  download: () => Promise<FileAnswer>;
  label?: string;
  /** A small text button (in a card's header or a detail's heading). */
  compact?: boolean;
}

/**
 * Fetches an export and saves it under the name the server gives. A failure is told once (the
 * server's own message was already shown by the HTTP client) and rethrown to the caller.
 */
export async function saveDownload(download: () => Promise<FileAnswer>): Promise<void> {
  try {
    const { blob, filename } = await download();
    saveBlob(blob, filename ?? DEFAULT_EXPORT_FILE_NAME);
  } catch (error) {
    if (!(error instanceof EnvelopeError)) Toast.show({ content: '导出失败，请稍后重试', icon: 'fail' });
    throw error;
  }
}

/** 导出: fetches the file and saves it under the name the server gives. */
export function ExportButton({ download, label = '导出', compact }: ExportButtonProps) {
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await saveDownload(download);
    } catch {
      // Told by saveDownload.
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      size={compact ? 'mini' : 'small'}
      fill={compact ? 'none' : 'outline'}
      color="primary"
      loading={running}
      disabled={running}
      onClick={() => void run()}
      aria-label={label}
    >
      {compact ? null : <DownlandOutline />} {label}
    </Button>
  );
}
