import { Card, Skeleton } from 'antd-mobile';
import { formatNumber } from '@/ui/format';
import { useParkFigures } from '../api';
import styles from './home.module.css';

/** 入园企业 · 服务机构 · 通知公告: the park at a glance, from live counts. */
export function ParkFigures() {
  const { figures: data, error } = useParkFigures();
  if (error) return null;
  const figures: [string, number | undefined][] = [
    ['入园企业', data.enterprises],
    ['服务机构', data.services],
    ['通知公告', data.notices],
  ];
  return (
    <Card className={styles.card} title="园区概况">
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value === undefined ? <Skeleton.Title animated className={styles.figureSkeleton} /> : formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
