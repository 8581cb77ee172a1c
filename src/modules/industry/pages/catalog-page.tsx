import { Button, Card } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { OP_HOME } from '@/core/nav';
import { useSession } from '@/core/use-session';
import { hasPermission } from '@common/roles';
import { chainCatalog } from '../api';
import { CHAIN_VIEWS, IM_SEARCH, MANAGE_VIEWS } from '../paths';
import { ChainStats } from '../parts/drawing-screen';
import styles from '../parts/industry.module.css';

/** /op/im: the park's industry chains, each with its figures and its screens. */
export default function CatalogPage() {
  const navigate = useNavigate();
  const state = chainCatalog.useQuery({});
  const views = hasPermission(useSession(), 'industry.manage')
    ? [...CHAIN_VIEWS, ...MANAGE_VIEWS]
    : CHAIN_VIEWS;
  return (
    <PageFrame
      title="产业链图谱"
      backTo={OP_HOME}
      right={
        <Button size="mini" fill="none" onClick={() => void navigate(IM_SEARCH)}>
          搜索
        </Button>
      }
    >
      <Loaded state={state}>
        {({ list }) =>
          list.length === 0 ? (
            <Empty title="园区尚未绘制产业链" />
          ) : (
            list.map((chain) => (
              <Card
                key={chain.id}
                className={styles.card}
                title={chain.name}
                onHeaderClick={() => void navigate(CHAIN_VIEWS[0].path(chain.id))}
              >
                <p className={styles.path}>{chain.description}</p>
                <ChainStats chain={chain} />
                <div className={styles.actions}>
                  {views.map((v) => (
                    <Button
                      key={v.label}
                      size="mini"
                      color="primary"
                      fill="outline"
                      onClick={() => void navigate(v.path(chain.id))}
                    >
                      {v.label}
                    </Button>
                  ))}
                </div>
              </Card>
            ))
          )
        }
      </Loaded>
    </PageFrame>
  );
}
