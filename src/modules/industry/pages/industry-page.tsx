import { Link } from 'react-router-dom';
import { Chart } from '@/ui/chart';
import { DataTable } from '@/ui/data-table';
import { STRENGTHS, STREAMS } from '../api';
import { industryPath, nodePath } from '../paths';
import { STRENGTH_COLORS } from '../parts/chain-drawing';
import { ChainFrame } from '../parts/chain-frame';
import { ChainStats } from '../parts/drawing-screen';
import styles from '../parts/industry.module.css';

/** /op/im/industry/{id}: one industry (chain) at a glance — its links by local enterprises and strength. */
export default function IndustryPage() {
  return (
    <ChainFrame title="产业概览" view={industryPath}>
      {({ chain, nodes }, chainId) => {
        const links = nodes.filter((n) => n.level === 'LINK');
        return (
          <>
            <ChainStats chain={chain} />
            <p className={styles.text}>{chain.description}</p>
            <Chart kind="bar" horizontal title={`${chain.name}各环节本地企业`} unit="家" height={Math.max(240, links.length * 22)} data={links.map((n) => ({ name: n.name, value: n.local }))} />
            <Chart
              kind="ring"
              title={`${chain.name}环节强弱`}
              unit="个"
              colors={[STRENGTH_COLORS.STRONG, STRENGTH_COLORS.WEAK, STRENGTH_COLORS.MISSING]}
              data={(['STRONG', 'WEAK', 'MISSING'] as const).map((s) => ({ name: `${STRENGTHS[s]}链`, value: links.filter((n) => n.strength === s).length }))}
            />
            <div className={styles.card}>
              <DataTable
                caption={`${chain.name}各环节`}
                rows={links}
                rowKey={(n) => n.id}
                columns={[
                  { key: 'name', title: '环节', strong: true, render: (n) => <Link to={nodePath(chainId, n.id)}>{n.name}</Link> },
                  { key: 'stream', title: '所在段', render: (n) => STREAMS[n.stream] },
                  { key: 'local', title: '本地企业', numeric: true, render: (n) => n.local },
                  { key: 'strength', title: '强弱', render: (n) => STRENGTHS[n.strength] },
                  { key: 'targets', title: '招商目标', numeric: true, render: (n) => n.targets },
                ]}
              />
            </div>
          </>
        );
      }}
    </ChainFrame>
  );
}
