import { Chart } from '@/ui/chart';
import { DataTable } from '@/ui/data-table';
import { STREAMS, STREAM_KEYS } from '../api';
import { providePath } from '../paths';
import { NodeOrgsScreen } from '../parts/node-orgs-screen';
import styles from '../parts/industry.module.css';

const percent = (part: number, whole: number) => `${String(Math.round((part / Math.max(1, whole)) * 100))}%`;

/**
 * /op/im/provide/{id}: the chain's local supply — for each link, how many of its products the
 * park's enterprises make (本地配套率) and by how many suppliers; upstream supplies midstream,
 * midstream supplies downstream.
 */
export default function ProvidePage() {
  return (
    <NodeOrgsScreen title="本地配套" view={providePath}>
      {(nodes, { chain }) => {
        const links = nodes
          .filter((n) => n.level === 'LINK')
          .map((link) => {
            const products = nodes.filter((n) => n.parentId === link.id);
            const suppliers = new Set([...link.orgs, ...products.flatMap((p) => p.orgs)].map((o) => o.orgId));
            return { link, products: products.length, made: products.filter((p) => p.orgs.length > 0).length, suppliers: suppliers.size };
          });
        return (
          <>
            <Chart
              kind="bar"
              title={`${chain.name}各段本地配套率`}
              unit="%"
              data={STREAM_KEYS.map((s) => {
                const own = links.filter((l) => l.link.stream === s);
                const total = own.reduce((n, l) => n + l.products, 0);
                return { name: STREAMS[s], value: Math.round((own.reduce((n, l) => n + l.made, 0) / Math.max(1, total)) * 100) };
              })}
            />
            <div className={styles.card}>
              <DataTable
                caption={`${chain.name}各环节本地配套`}
                rows={links}
                rowKey={(l) => l.link.id}
                columns={[
                  { key: 'name', title: '环节', strong: true, render: (l) => l.link.name },
                  { key: 'stream', title: '所在段', render: (l) => STREAMS[l.link.stream] },
                  { key: 'suppliers', title: '本地供应企业', numeric: true, render: (l) => l.suppliers },
                  { key: 'made', title: '本地可供产品', numeric: true, render: (l) => `${String(l.made)} / ${String(l.products)}` },
                  { key: 'rate', title: '配套率', numeric: true, render: (l) => percent(l.made, l.products) },
                ]}
              />
            </div>
          </>
        );
      }}
    </NodeOrgsScreen>
  );
}
