import { SheetImport } from '@/ui/sheet-import';
import { revalidateResources } from '@/ui/resource';
import {
  fillData,
  fillDataSummary,
  fillImportTemplate,
  fillProgress,
  fillProgressSummary,
  fillRounds,
  importFill,
} from '../api';
import styles from './fill.module.css';

/**
 * 导入 of a round's data from .xlsx: the template (the enterprises that may still fill, with what
 * they filled), then the file; a file with any bad row saves nothing, and the rows are named.
 */
export function FillImport({ roundId, disabled }: { roundId: number; disabled?: boolean }) {
  return (
    <section className={styles.section} aria-label="导入填报数据">
      <SheetImport
        template={() => fillImportTemplate(roundId)}
        send={(file) => importFill(roundId, file)}
        onSaved={() =>
          revalidateResources([fillData, fillDataSummary, fillProgress, fillProgressSummary, fillRounds])
        }
        savedText={(result) => `${String(result.imported)} 家企业的数据已提交，等待审核。`}
        rowName={(e) => (e.fullname || e.creditCode ? `（${e.fullname || e.creditCode}）` : '')}
        disabled={disabled}
      >
        <h3 className={styles.sectionTitle}>导入填报数据</h3>
        <p className={styles.hint}>
          {disabled
            ? '批次未开始或已结束，不能导入。'
            : '按模板填写后导入：每行按统一社会信用代码对应企业，导入即为代企业提交；任何一行有误则不保存任何数据。'}
        </p>
      </SheetImport>
    </section>
  );
}
