import type { IndicatorType } from '@common/economy/catalog';
import { revalidateResources } from '@/ui/resource';
import { SheetImport } from '@/ui/sheet-import';
import { INDICATOR_TYPE_LABELS, ORG_DATA_AFFECTED, importOrgData, orgDataTemplate } from '../api';
import styles from './economy.module.css';

/**
 * 导入企业数据: the type's template (the 报送名单 prefilled for the month picked), and a filled file
 * whose rows are all saved — or, with one bad row, none, every bad row named.
 */
export function OrgDataImport({ type, period }: { type: IndicatorType; period: string }) {
  return (
    <section className={styles.block} aria-label="导入企业数据">
      <SheetImport
        template={() => orgDataTemplate({ type, period })}
        send={(file) => importOrgData(type, file)}
        onSaved={() => void revalidateResources(ORG_DATA_AFFECTED)}
        savedText={(r) => `导入 ${String(r.imported)} 家企业的${INDICATOR_TYPE_LABELS[type]}数据。`}
        rowName={(e) => (e.fullname || e.creditCode ? `（${e.fullname || e.creditCode}）` : '')}
      >
        <p className={styles.hint}>
          批量导入：下载模板（已列出报送名单上的企业和所选月份），按行填写各指标的累计值后上传；任何一行有误则不保存任何数据。
        </p>
      </SheetImport>
    </section>
  );
}
