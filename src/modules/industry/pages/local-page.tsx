import { DataTable } from '@/ui/data-table';
import { STREAMS } from '../api';
import { localPath } from '../paths';
import { NodeOrgsScreen, orgsAtNodes } from '../parts/node-orgs-screen';
import styles from '../parts/industry.module.css';

/** /op/im/local/{id}: the chain's local enterprises — each with the links and products it covers. */
export default function LocalPage() {
  return (
    <NodeOrgsScreen title="本地企业" view={localPath}>
      {(nodes, { chain }) => {
        const byOrg = new Map<number, { orgId: number; name: string; industry: string; places: string[]; streams: Set<string> }>();
        for (const row of orgsAtNodes(nodes)) {
          const org = byOrg.get(row.orgId) ?? { orgId: row.orgId, name: row.name, industry: row.industry, places: [], streams: new Set<string>() };
          org.places.push(row.node.level === 'PRODUCT' ? `${row.link}·${row.node.name}` : row.link);
          org.streams.add(STREAMS[row.node.stream]);
          byOrg.set(row.orgId, org);
        }
        const rows = [...byOrg.values()].sort((a, b) => b.places.length - a.places.length || a.name.localeCompare(b.name, 'zh'));
        return (
          <div className={styles.card}>
            <DataTable
              caption={`${chain.name}本地企业 ${String(rows.length)} 家`}
              rows={rows}
              rowKey={(o) => o.orgId}
              columns={[
                { key: 'name', title: '企业名称', strong: true, render: (o) => o.name },
                { key: 'streams', title: '所在段', render: (o) => [...o.streams].join('、') },
                { key: 'places', title: '所在环节 / 产品', render: (o) => o.places.join('；') },
                { key: 'industry', title: '所属行业', render: (o) => o.industry || '—' },
              ]}
            />
          </div>
        );
      }}
    </NodeOrgsScreen>
  );
}
