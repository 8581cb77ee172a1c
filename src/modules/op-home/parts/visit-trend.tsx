import { Card, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { parkToday } from '@common/park-time';
import { hasPermission } from '@common/roles';
import { useSession } from '@/core/use-session';
import { Chart } from '@/ui/chart';
import { parkVisits } from '../api';
import styles from './workbench.module.css';

/** The trend's days: the last two weeks, today included. */
export const TREND_DAYS = 14;

/** 近两周访问: the park's daily visits and visitors (access/stats), for those who read the access statistics. */
export function VisitTrend() {
  const user = useSession();
  const allowed = hasPermission(user, 'system.access');
  // The days as the screen opened: a render later the same two weeks, not a new read.
  const [range] = useState(() => ({ from: parkToday(Date.now(), TREND_DAYS - 1), to: parkToday() }));
  const { data, error } = parkVisits.useQuery(allowed ? range : null);
  if (!allowed || error) return null;
  const days = data?.daily ?? [];
  return (
    <Card title="近两周访问" extra={<Link to="/op/access">访问统计</Link>} className={styles.card}>
      {!data ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : (
        <Chart
          kind="line"
          title="近两周每日访问次数与访问用户数"
          unit="次／人"
          height={220}
          data={days.flatMap((d) => [
            { name: d.day.slice(5), value: d.visits, series: '访问次数' },
            { name: d.day.slice(5), value: d.users, series: '访问用户' },
          ])}
        />
      )}
    </Card>
  );
}
