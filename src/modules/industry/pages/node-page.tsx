import { Chart } from '@/ui/chart';
import { industryPath } from '../paths';
import { ChainFrame, useIdParam } from '../parts/chain-frame';
import { NodeLists } from '../parts/node-popup';
import { Empty } from '@/ui/states';
import styles from '../parts/industry.module.css';

/** /op/im/industry2/{id}/{indus}: one node of a chain — its parts by local enterprises, its enterprises and targets. */
export default function NodePage() {
  const nodeId = useIdParam('indus');
  return (
    <ChainFrame title="产业节点分析" view={industryPath}>
      {({ nodes }, chainId) => {
        const node = nodes.find((n) => n.id === nodeId);
        if (!node || nodeId === null) return <Empty title="该节点不在本产业链上" />;
        const parts = nodes.filter((n) => n.parentId === node.id);
        return (
          <>
            <h2 className={styles.text}>{node.name}</h2>
            {parts.length ? <Chart kind="bar" horizontal title={`${node.name}下级节点本地企业`} unit="家" height={Math.max(200, parts.length * 24)} data={parts.map((n) => ({ name: n.name, value: n.local }))} /> : null}
            <div className={styles.card}>
              <NodeLists chainId={chainId} nodeId={nodeId} />
            </div>
          </>
        );
      }}
    </ChainFrame>
  );
}
