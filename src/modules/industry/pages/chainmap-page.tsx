import { Chart } from '@/ui/chart';
import { STREAM_KEYS, STREAMS } from '../api';
import { chainmapPath } from '../paths';
import { DrawingScreen } from '../parts/drawing-screen';

/** /op/im/chainmap/{id}: the park's coverage of the chain — which links and products have local enterprises. */
export default function ChainmapPage() {
  return (
    <DrawingScreen
      title="产业链覆盖"
      view={chainmapPath}
      look="coverage"
      intro={({ nodes }) => {
        const leaves = nodes.filter((n) => n.level !== 'SEGMENT');
        const covered = leaves.filter((n) => n.local > 0).length;
        return `园区覆盖本链 ${String(covered)} / ${String(leaves.length)} 个环节和产品（${String(Math.round((covered / Math.max(1, leaves.length)) * 100))}%）。`;
      }}
      below={({ nodes, chain }) => (
        <Chart
          kind="bar"
          title={`${chain.name}各段覆盖情况`}
          unit="个"
          data={STREAM_KEYS.flatMap((s) => {
            const links = nodes.filter((n) => n.stream === s && n.level === 'LINK');
            return [
              { name: STREAMS[s], value: links.filter((n) => n.local > 0).length, series: '已覆盖环节' },
              { name: STREAMS[s], value: links.filter((n) => n.local === 0).length, series: '未覆盖环节' },
            ];
          })}
        />
      )}
    />
  );
}
