import { Selector } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards } from '@/ui/states';
import { INDICATOR_DEFINITIONS, TARGET_INDICATORS, economyTarget, isTargetIndicator } from '../api';
import styles from '../parts/economy.module.css';
import { EconomyLinks } from '../parts/economy-links';
import { TargetReport } from '../parts/target-report';
import { economyTargetPath } from '../paths';

const INDICATOR_OPTIONS = TARGET_INDICATORS.map((key) => ({
  label: INDICATOR_DEFINITIONS[key].name,
  value: key,
}));

/**
 * /op/economyTarget/gszjz|gszcz|gdzc|gytz|jgtz|czsr|dfsr (one screen under seven paths): an
 * indicator's year against its target — cumulative, growth, completion and time progress.
 */
export default function TargetPage() {
  const last = useLocation().pathname.split('/').pop() ?? '';
  const indicator = isTargetIndicator(last) ? last : TARGET_INDICATORS[0];
  const navigate = useNavigate();
  const [year, setYear] = useState<number | undefined>(undefined);
  const { data, error, mutate } = economyTarget.useQuery(
    year === undefined ? { type: indicator } : { type: indicator, year },
  );
  const shown =
    data && data.indicator.key === indicator && (year === undefined || data.year === year) ? data : undefined;
  const years = (data?.years ?? []).map((y) => ({ label: `${String(y)}年`, value: y }));
  return (
    <PageFrame title={`${INDICATOR_DEFINITIONS[indicator].name}完成情况`} backTo="/op/index">
      <div className={styles.bar}>
        <Selector
          aria-label="指标"
          options={INDICATOR_OPTIONS}
          value={[indicator]}
          onChange={(values) => {
            if (values[0] && values[0] !== indicator)
              navigate(economyTargetPath(values[0]), { replace: true });
          }}
          style={{ '--padding': '4px 10px' }}
        />
      </div>
      {years.length > 1 ? (
        <div className={styles.bar}>
          <Selector
            aria-label="年度"
            options={years}
            value={shown ? [shown.year] : []}
            onChange={(values) => {
              if (values[0] !== undefined) setYear(values[0]);
            }}
            style={{ '--padding': '4px 10px' }}
          />
        </div>
      ) : null}
      {shown ? (
        <TargetReport t={shown} />
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCards count={3} />
      )}
      <EconomyLinks />
    </PageFrame>
  );
}
