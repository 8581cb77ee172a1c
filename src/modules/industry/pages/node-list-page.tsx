import { DataTable } from '@/ui/data-table';
import { Loaded } from '@/ui/loaded';
import { chainNode } from '../api';
import { chainPath } from '../paths';
import { ChainFrame, useIdParam } from '../parts/chain-frame';
import styles from '../parts/industry.module.css';

/** /op/im/chain/{industryType}/{indus}/list: the enterprises of one node of a chain (it and its products). */
export default function NodeListPage() {
  const nodeId = useIdParam('indus');
  const state = chainNode.useQuery(nodeId);
  return (
    <ChainFrame title="节点企业名单" view={chainPath} param="industryType">
      {() => (
        <Loaded state={state} notFoundText="节点不存在">
          {({ path, orgs }) => (
            <div className={styles.card}>
              <DataTable
                caption={`${path.join(' › ')}：本地企业 ${String(orgs.length)} 家`}
                rows={orgs}
                rowKey={(o) => o.orgId}
                columns={[
                  { key: 'name', title: '企业名称', strong: true, render: (o) => o.name },
                  { key: 'product', title: '在本环节的产品', render: (o) => o.product || '—' },
                  { key: 'industry', title: '所属行业', render: (o) => o.industry || '—' },
                ]}
              />
            </div>
          )}
        </Loaded>
      )}
    </ChainFrame>
  );
}
