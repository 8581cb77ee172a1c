import { Button, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { quoted } from '@common/quoted';
import { EnvelopeError } from '@/core/http';
import type { FileAnswer } from '@/core/http';
import { saveDownload } from './list-page/export-button';
import styles from './sheet-import.module.css';

/** What an import answers: saved (all rows) or nothing, with every bad row and its reasons. */
export interface SheetImportResult {
  saved: boolean;
  imported: number;
  errors: ReadonlyArray<{ row: number; messages: readonly string[] }>;
}

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetImportProps<R extends SheetImportResult> {
  /** The template's download (a defineDownload). */
  template: () => Promise<FileAnswer>;
  /** Sends the file (multipart field `file`). */
  send: (file: File) => Promise<R>;
  /** After a saved import: refresh what it changed. */
  onSaved?: (result: R) => void;
  /** The sentence after 已导入“file”： for a saved import. */
  savedText: (result: R) => string;
  /** How a bad row is named after 第N行, e.g. its enterprise in brackets. */
  rowName?: (error: R['errors'][number]) => string;
  disabled?: boolean;
  children?: ReactNode;
}

/**
 * 下载导入模板 and 导入 .xlsx, then the outcome: how many were imported, or every bad row named with
 * its reasons and that nothing was saved (the server's rule for every import).
 */
export function SheetImport<R extends SheetImportResult>({
  template,
  send,
  onSaved,
  savedText,
  rowName,
  disabled,
  children,
}: SheetImportProps<R>) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ result: R; filename: string } | null>(null);

  const run = async (file: File) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await send(file);
      setOutcome({ result, filename: quoted(file.name) });
      if (result.saved) onSaved?.(result);
    } catch (error) {
      if (!(error instanceof EnvelopeError))
        Toast.show({ content: '导入失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      {children}
      <div className={styles.actions}>
        <Button size="small" onClick={() => void saveDownload(template).catch(() => undefined)}>
          下载导入模板
        </Button>
        <input
          ref={input}
          className={styles.file}
          type="file"
          accept={XLSX}
          aria-label="选择导入文件"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) void run(picked);
          }}
        />
        <Button
          size="small"
          color="primary"
          loading={busy}
          disabled={busy || disabled}
          onClick={() => input.current?.click()}
        >
          导入 .xlsx
        </Button>
      </div>
      {outcome?.result.saved ? (
        <p className={styles.outcome} role="status" data-testid="import-outcome">
          已导入{outcome.filename}：{savedText(outcome.result)}
        </p>
      ) : outcome ? (
        <div className={`${styles.outcome} ${styles.failed}`} role="alert" data-testid="import-outcome">
          <p>
            {outcome.filename}有 {outcome.result.errors.length} 行有误，未保存任何数据。请修改后重新导入：
          </p>
          <ul className={styles.errors} aria-label="导入错误">
            {outcome.result.errors.map((e) => (
              <li key={e.row}>
                第{e.row}行{rowName?.(e) ?? ''}：{e.messages.join('；')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
