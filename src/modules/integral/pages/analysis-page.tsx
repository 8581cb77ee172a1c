import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards } from '@/ui/states';
import { integralAnalysis, integralScoreYears } from '../api-analysis';
import styles from '../parts/analysis/analysis.module.css';
import { AnalysisReport } from '../parts/analysis/report';

/**
 * /integral/analysis and /op/integral/analyse (one screen, two entries): the park's distribution of
 * the innovation score for a year — totals, histogram, dimension averages, stages, industries.
 */
export default function AnalysisPage() {
  const [year, setYear] = useState<number | undefined>(undefined);
  const years = integralScoreYears.useQuery({}).data?.years ?? [];
  const { data, error, mutate } = integralAnalysis.useQuery(year === undefined ? {} : { year });
  const shown = year ?? data?.year ?? undefined;
  const options = [...new Set(years.map((y) => y.year))].map((y) => ({ label: `${String(y)}年`, value: y }));
  return (
    <PageFrame title="创新积分分析" backTo="/op/index">
      {options.length > 1 ? (
        <div className={styles.yearBar}>
          <Selector
            aria-label="年度"
            options={options}
            value={shown === undefined ? [] : [shown]}
            onChange={(values) => {
              if (values[0] !== undefined) setYear(values[0]);
            }}
            style={{ '--padding': '6px 12px' }}
          />
        </div>
      ) : null}
      {data && (year === undefined || data.year === year) ? (
        <AnalysisReport a={data} />
      ) : error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : (
        <LoadingCards count={3} />
      )}
    </PageFrame>
  );
}
