import { Button, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { quoted } from '@common/quoted';
import { EnvelopeError } from '@/core/http';
import { saveDownload } from '@/ui/list-page/export-button';
import { revalidateResources } from '@/ui/resource';
import {
  fillData,
  fillDataSummary,
  fillImportTemplate,
  fillProgress,
  fillProgressSummary,
  fillRounds,
  importFill,
  type FillImportResult,
} from '../api';
import styles from './fill.module.css';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an import answered, in words: how many were imported, or every bad row and that nothing was saved. */
function Outcome({ result, filename }: { result: FillImportResult; filename: string }) {
  if (result.saved)
    return (
      <p className={styles.banner} role="status" data-testid="import-outcome">
        已导入{filename}：{result.imported} 家企业的数据已提交，等待审核。
      </p>
    );
  return (
    <div className={`${styles.banner} ${styles.warn}`} role="alert" data-testid="import-outcome">
      <p>
        {filename}有 {result.errors.length} 行有误，未保存任何数据。请修改后重新导入：
      </p>
      <ul className={styles.errors} aria-label="导入错误">
        {result.errors.map((e) => (
          <li key={e.row}>
            第{e.row}行{e.fullname || e.creditCode ? `（${e.fullname || e.creditCode}）` : ''}：
            {e.messages.join('；')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 导入 of a round's data from .xlsx: the template (the enterprises that may still fill, with what
 * they filled), then the file; a file with any bad row saves nothing, and the rows are named.
 */
export function FillImport({ roundId, disabled }: { roundId: number; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ result: FillImportResult; filename: string } | null>(null);

  const run = async (file: File) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await importFill(roundId, file);
      setOutcome({ result, filename: quoted(file.name) });
      if (result.saved)
        revalidateResources([fillData, fillDataSummary, fillProgress, fillProgressSummary, fillRounds]);
    } catch (error) {
      if (!(error instanceof EnvelopeError))
        Toast.show({ content: '导入失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className={styles.section} aria-label="导入填报数据">
      <h3 className={styles.sectionTitle}>导入填报数据</h3>
      <p className={styles.hint}>
        {disabled
          ? '批次未开始或已结束，不能导入。'
          : '按模板填写后导入：每行按统一社会信用代码对应企业，导入即为代企业提交；任何一行有误则不保存任何数据。'}
      </p>
      <div className={styles.actions}>
        <Button
          size="small"
          onClick={() => void saveDownload(() => fillImportTemplate(roundId)).catch(() => undefined)}
        >
          下载导入模板
        </Button>
        <input
          ref={input}
          className={styles.hiddenInput}
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
      {outcome ? <Outcome result={outcome.result} filename={outcome.filename} /> : null}
    </section>
  );
}
