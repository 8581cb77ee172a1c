import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Empty } from '@/ui/states';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { cultivationTiers } from '../api';
import { CULTIVATION_DETAIL, CULTIVATION_LIBRARY, QUALITY_LIST, tierPath } from '../paths';
import styles from '../parts/cultivation.module.css';

/** /cultivation/all: the park's ladder, lowest first, with how many enterprises stand on each step. */
export default function CultivationAllPage() {
  const navigate = useNavigate();
  const state = cultivationTiers.useQuery({});
  return (
    <PageFrame title="企业梯度培育">
      <div className={styles.links}>
        <Button size="small" color="primary" fill="outline" onClick={() => void navigate(CULTIVATION_LIBRARY)}>
          培育库
        </Button>
        <Button size="small" color="primary" fill="outline" onClick={() => void navigate(QUALITY_LIST)}>
          优质企业
        </Button>
        <Button size="small" color="primary" fill="outline" onClick={() => void navigate(CULTIVATION_DETAIL)}>
          我的评价
        </Button>
      </div>
      <Loaded state={state}>
        {(data) =>
          data.list.length === 0 ? (
            <Empty title="园区尚未设置培育梯度" />
          ) : (
            <>
              <p className={styles.text}>园区 {data.enterprises} 家企业按梯度标准逐级评价，达到上一梯度方可评价下一梯度。</p>
              <List mode="card" aria-label="培育梯度">
                {data.list.map((t) => (
                  <List.Item
                    key={t.id}
                    prefix={<strong>{`第${String(t.level)}级`}</strong>}
                    description={`已达到 ${String(t.reached)} 家 · 培育中 ${String(t.pooled)} 家`}
                    onClick={() => void navigate(tierPath(t.id))}
                  >
                    {t.name}
                  </List.Item>
                ))}
              </List>
            </>
          )
        }
      </Loaded>
    </PageFrame>
  );
}
