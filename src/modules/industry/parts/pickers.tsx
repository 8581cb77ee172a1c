import { useSearchParams } from 'react-router-dom';
import { ChipTabs } from '@/ui/chip-tabs';
import { chainNames, torchYears } from '../api';
import styles from './industry.module.css';

/** A screen's choice kept in the URL (replace: 返回 leaves the screen), with its default. */
export function useChoice(name: string, fallback: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? fallback;
  const set = (v: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (v === fallback) next.delete(name);
        else next.set(name, v);
        return next;
      },
      { replace: true },
    );
  return [value, set];
}

/** 全部 and the park's chains, as capsules; '' is all. */
export function ChainChips({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const chains = chainNames.useQuery({}).data?.list ?? [];
  return (
    <div className={styles.rows}>
      <ChipTabs label="产业链" tabs={[{ key: '', title: '全部产业链' }, ...chains.map((c) => ({ key: String(c.id), title: c.name }))]} activeKey={value} onChange={onChange} />
    </div>
  );
}

/** The years with torch figures (newest first) and the one chosen, the newest by default. */
export function useTorchYear(): { years: number[]; year: number | null; setYear: (y: string) => void } {
  const years = torchYears.useQuery({}).data?.years ?? [];
  const [chosen, setYear] = useChoice('year', String(years[0] ?? ''));
  const year = Number(chosen) || null;
  return { years, year, setYear };
}

export function YearChips({ years, year, onChange }: { years: number[]; year: number | null; onChange: (y: string) => void }) {
  if (years.length === 0) return null;
  return (
    <div className={styles.rows}>
      <ChipTabs label="统计年度" tabs={years.map((y) => ({ key: String(y), title: `${String(y)}年` }))} activeKey={String(year ?? '')} onChange={onChange} />
    </div>
  );
}
