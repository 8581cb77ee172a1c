import { Button, Card } from 'antd-mobile';
import { useState } from 'react';
import { Loaded } from '@/ui/loaded';
import { Empty } from '@/ui/states';
import { integralTop } from '../../api-public';
import styles from './public.module.css';
import { PublicRankRow } from './rank-row';

const FIRST = 10;
const MORE = 50;

/** 积分排行: the park's highest totals of the year, the first ten and on request the first fifty. */
export function PublicTop({ year }: { year: number | undefined }) {
  const [size, setSize] = useState(FIRST);
  const state = integralTop.useQuery({ size, ...(year ? { year } : {}) });
  return (
    <Card className={styles.card} title={state.data?.year ? `${String(state.data.year)}年度积分排行` : '积分排行'}>
      <Loaded state={state} skeleton={{ count: 1, lines: 6 }}>
        {(top) =>
          top.list.length === 0 ? (
            <Empty title="暂无积分排行" description="园区尚未发布该年度的创新积分" />
          ) : (
            <>
              <p className={styles.muted}>共{top.count}家企业参与计分，同分同名次。</p>
              <ol className={styles.ranking} aria-label={`${String(top.year)}年度积分排行`}>
                {top.list.map((item) => (
                  <PublicRankRow key={item.orgId} item={item} />
                ))}
              </ol>
              {size < MORE && top.count > top.list.length ? (
                <Button block fill="none" color="primary" size="small" onClick={() => setSize(MORE)}>
                  查看前{Math.min(MORE, top.count)}名
                </Button>
              ) : null}
            </>
          )
        }
      </Loaded>
    </Card>
  );
}
