import { hasPermission } from '@common/roles';
import type { IndicatorType } from '@common/economy/catalog';
import { useSession } from '@/core/use-session';
import { orgDataSummary, periodOf } from '../api';
import styles from './economy.module.css';
import { MonthField } from './month-field';
import { OrgDataImport } from './org-data-import';

/** The month picked, its 报送情况 (on the list, reported, missing) and, for a clerk, the import. */
export function OrgDataHeader({
  type,
  period,
  onPeriod,
}: {
  type: IndicatorType;
  period: string;
  onPeriod: (period: string) => void;
}) {
  const mayImport = hasPermission(useSession(), 'economy.input');
  const { year, month } = periodOf(period);
  const { data, error } = orgDataSummary.useQuery({ type, year, month });
  return (
    <>
      <MonthField value={period} onChange={onPeriod} />
      <p className={`${styles.block} ${styles.hint}`} role="status" data-testid="org-data-summary">
        {data
          ? `${String(year)}年${String(month)}月：报送名单 ${String(data.reporters)} 家，已报送 ${String(data.reported)} 家，未报送 ${String(data.missing)} 家。`
          : error
            ? '报送情况加载失败，请稍后重试。'
            : '报送情况加载中……'}
      </p>
      {mayImport ? <OrgDataImport type={type} period={period} /> : null}
    </>
  );
}
