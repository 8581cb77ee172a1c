import { useState, type ReactNode } from 'react';
import { StatGrid } from '@/ui/stat-grid';
import type { IndustryChainMap, IndustryNode } from '../api';
import { ChainDrawing, type ChainLook } from './chain-drawing';
import { ChainFrame } from './chain-frame';
import { NodePopup } from './node-popup';
import styles from './industry.module.css';

/** A chain's figures: nodes, local enterprises, strong / weak / missing links, targets. */
export function ChainStats({ chain }: { chain: IndustryChainMap['chain'] }) {
  return (
    <StatGrid
      label={`${chain.name}概况`}
      items={[
        { label: '本地企业', value: chain.local, testId: 'chain-local' },
        { label: '强链', value: chain.strong },
        { label: '弱链', value: chain.weak, testId: 'chain-weak' },
        { label: '缺链', value: chain.missing, testId: 'chain-missing' },
        { label: '招商目标', value: chain.targets },
      ]}
    />
  );
}

/**
 * A chain's drawing screen (图谱, 覆盖, 补链招商): the frame, its figures, the drawing in one look,
 * what the screen adds below it, and the node a tap opens.
 */
export function DrawingScreen({ title, view, look, intro, below }: { title: string; view: (id: number) => string; look: ChainLook; intro: (map: IndustryChainMap) => string; below?: (map: IndustryChainMap, open: (node: IndustryNode) => void) => ReactNode }) {
  const [open, setOpen] = useState<IndustryNode | null>(null);
  return (
    <ChainFrame title={title} view={view}>
      {(map, chainId) => (
        <>
          <ChainStats chain={map.chain} />
          <p className={styles.text}>{intro(map)}</p>
          <ChainDrawing nodes={map.nodes} look={look} onPick={setOpen} title={`${map.chain.name}${title}`} />
          {below?.(map, setOpen)}
          <NodePopup chainId={chainId} node={open} onClose={() => setOpen(null)} />
        </>
      )}
    </ChainFrame>
  );
}
