import { DataTable } from '@/ui/data-table';
import { STREAMS } from '../api';
import { provideListPath } from '../paths';
import { NodeOrgsScreen, orgsAtNodes } from '../parts/node-orgs-screen';
import styles from '../parts/industry.module.css';

/** /op/im/provideList/{id}: the chain's supply enterprises — who makes what for which link, upstream first. */
export default function ProvideListPage() {
  return (
    <NodeOrgsScreen title="供应企业名单" view={provideListPath}>
      {(nodes, { chain }) => {
        const rows = orgsAtNodes(nodes);
        return (
          <div className={styles.card}>
            <DataTable
              caption={`${chain.name}供应关系 ${String(rows.length)} 条`}
              rows={rows}
              rowKey={(r) => r.key}
              columns={[
                { key: 'name', title: '供应企业', strong: true, render: (r) => r.name },
                { key: 'product', title: '供应产品', render: (r) => r.product || r.node.name },
                { key: 'link', title: '供应环节', render: (r) => r.link },
                { key: 'stream', title: '所在段', render: (r) => STREAMS[r.node.stream] },
              ]}
            />
          </div>
        );
      }}
    </NodeOrgsScreen>
  );
}
