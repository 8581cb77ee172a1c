import { List, SearchBar } from 'antd-mobile';
import { quoted } from '@common/quoted';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { Empty } from '@/ui/states';
import { OP_HOME } from '@/core/nav';
import { chainSearch } from '../api';
import { nodePath } from '../paths';
import styles from '../parts/industry.module.css';

/** /op/im/search: a link, product or enterprise across the park's chains, with where it sits. */
export default function SearchPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const state = chainSearch.useQuery(keyword ? keyword : null);
  return (
    <PageFrame title="产业链搜索" backTo={OP_HOME}>
      <div className={styles.rows}>
        <SearchBar
          defaultValue={keyword}
          placeholder="输入环节、产品或企业名称"
          aria-label="搜索产业链"
          onSearch={(v) => setParams(v.trim() ? { keyword: v.trim() } : {}, { replace: true })}
          onClear={() => setParams({}, { replace: true })}
        />
      </div>
      {keyword ? (
        <Loaded state={state}>
          {({ list }) =>
            list.length === 0 ? (
              <Empty title={`没有找到${quoted(keyword)}`} />
            ) : (
              <List mode="card" header={`找到 ${String(list.length)} 条`} aria-label="搜索结果">
                {list.map((r, i) => (
                  <List.Item key={`${r.kind}-${String(r.nodeId)}-${String(i)}`} description={`${r.chainName} › ${r.path.join(' › ')}`} extra={r.kind === 'ORG' ? '企业' : '节点'} onClick={() => void navigate(nodePath(r.chainId, r.nodeId))}>
                    {r.name}
                  </List.Item>
                ))}
              </List>
            )
          }
        </Loaded>
      ) : (
        <p className={styles.text}>在园区全部产业链中查找环节、产品或本地企业，查看它在链上的位置。</p>
      )}
    </PageFrame>
  );
}
