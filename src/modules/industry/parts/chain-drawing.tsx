import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { NODE_LEVELS, STRENGTHS, type IndustryNode } from '../api';
import { FONT, layoutChain, type Box } from './chain-layout';
import styles from './industry.module.css';

/** What the drawing colours: strength (强/弱/缺), the gaps to fill (strong links fade), or coverage (有/无本地企业). */
export type ChainLook = 'strength' | 'gaps' | 'coverage';

export const STRENGTH_COLORS = { STRONG: '#00b578', WEAK: '#ff8f1f', MISSING: '#ff3141' } as const;
const COVERED = '#1677ff';
const FADED = '#d9d9d9';

function colorOf(node: IndustryNode, look: ChainLook): string {
  if (look === 'coverage') return node.local > 0 ? COVERED : FADED;
  if (look === 'gaps' && node.strength === 'STRONG') return FADED;
  return STRENGTH_COLORS[node.strength];
}

const LEGENDS: Record<ChainLook, { label: string; color: string }[]> = {
  strength: (['STRONG', 'WEAK', 'MISSING'] as const).map((s) => ({ label: `${STRENGTHS[s]}链`, color: STRENGTH_COLORS[s] })),
  gaps: [
    { label: '缺链', color: STRENGTH_COLORS.MISSING },
    { label: '弱链', color: STRENGTH_COLORS.WEAK },
    { label: '已强', color: FADED },
  ],
  coverage: [
    { label: '园区已覆盖', color: COVERED },
    { label: '未覆盖', color: FADED },
  ],
};

const describe = (n: IndustryNode) =>
  `${n.name}（${NODE_LEVELS[n.level]}），本地企业 ${String(n.local)} 家，${STRENGTHS[n.strength]}${n.targets ? `，招商目标 ${String(n.targets)} 个` : ''}`;

/** The container's width, followed as it changes (a phone turned, the side menu folded). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(Math.round(el.clientWidth) || fallback);
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

/**
 * A chain drawn as its segments (上游 / 中游 / 下游) with their links and products: a link's dot
 * grows with its local enterprises, colours say strength (or gaps, or coverage); every node is a
 * button (tap or Enter) that opens it.
 */
export function ChainDrawing({ nodes, look = 'strength', onPick, title }: { nodes: readonly IndustryNode[]; look?: ChainLook; onPick?: (node: IndustryNode) => void; title: string }) {
  const [ref, width] = useWidth(343);
  const layout = useMemo(() => layoutChain(nodes, width), [nodes, width]);
  const pick = (node: IndustryNode) => onPick?.(node);
  const keyPick = (node: IndustryNode) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick(node);
    }
  };
  const button = (b: Box) => ({ role: 'button', tabIndex: 0, 'aria-label': describe(b.node), onClick: () => pick(b.node), onKeyDown: keyPick(b.node), className: styles.node });
  return (
    <div ref={ref} className={styles.drawing}>
      <ul className={styles.legend} aria-label="图例">
        {LEGENDS[look].map((l) => (
          <li key={l.label}>
            <i style={{ background: l.color }} />
            {l.label}
          </li>
        ))}
        <li>圆点越大本地企业越多</li>
      </ul>
      <svg width="100%" viewBox={`0 0 ${String(layout.width)} ${String(layout.height)}`} role="group" aria-label={title} data-testid="chain-drawing">
        {layout.segments.map((b) => (
          <g key={b.node.id} {...button(b)}>
            <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={10} fill="#f5f7fa" />
            <text x={b.x + 10} y={b.y + 19} fontSize={14} fontWeight={600} fill="#333">
              {`${b.node.name} · ${String(b.node.local)}家`}
            </text>
          </g>
        ))}
        {layout.links.map((b) => (
          <g key={b.node.id} {...button(b)} data-strength={b.node.strength}>
            <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={8} fill="#fff" stroke={colorOf(b.node, look)} strokeWidth={1.5} strokeDasharray={b.node.local === 0 ? '4 3' : undefined} />
            <circle cx={b.x + 8 + b.r} cy={b.y + 15} r={b.r} fill={colorOf(b.node, look)} />
            <text x={b.x + 14 + 2 * b.r} y={b.y + 19} fontSize={13} fontWeight={600} fill="#222">
              {b.node.name}
            </text>
            <text x={b.x + b.w - 8} y={b.y + 19} fontSize={FONT} textAnchor="end" fill="#666">
              {`${STRENGTHS[b.node.strength]} · ${String(b.node.local)}家${look === 'gaps' && b.node.targets ? ` · 目标${String(b.node.targets)}` : ''}`}
            </text>
          </g>
        ))}
        {layout.products.map((b) => (
          <g key={b.node.id} {...button(b)} data-strength={b.node.strength}>
            <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={b.h / 2} fill={colorOf(b.node, look)} fillOpacity={b.node.local ? 0.16 : 0.06} stroke={colorOf(b.node, look)} />
            <text x={b.x + b.w / 2} y={b.y + 15} fontSize={FONT} textAnchor="middle" fill="#333">
              {b.node.name}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
