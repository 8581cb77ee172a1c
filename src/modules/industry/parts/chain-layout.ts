import type { IndustryNode } from '@common/industry/contract';

/**
 * Where each node of a chain is drawn (chain-drawing.tsx), as a pure function of the nodes and the
 * width: on a phone the three segments stack (上游 above 中游 above 下游), each link a full-width box
 * with its products as pills wrapping inside; from 720 px the segments stand side by side. A link's
 * dot grows with its local enterprises. Text widths are estimated (CJK glyphs are square), so the
 * layout needs no measuring and costs one pass over the nodes.
 */

export interface Box {
  node: IndustryNode;
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface LinkBox extends Box {
  /** The dot's radius: grows with the link's local enterprises. */
  r: number;
}
export interface ChainLayout {
  width: number;
  height: number;
  segments: Box[];
  links: LinkBox[];
  products: Box[];
}

export const FONT = 12;
const PAD = 8;
const GAP = 8;
const SEGMENT_HEAD = 28;
const LINK_HEAD = 30;
const PILL_H = 22;
export const WIDE = 720;

/** A label's width at `size` px: a CJK glyph is square, a Latin one about half. */
export function textWidth(text: string, size = FONT): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) > 0x2e80 ? size : size * 0.55;
  return w;
}

export const dotRadius = (local: number) => Math.min(16, 5 + 2.2 * Math.sqrt(local));

export function layoutChain(nodes: readonly IndustryNode[], width: number): ChainLayout {
  const children = new Map<number | null, IndustryNode[]>();
  for (const n of nodes) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  const segmentNodes = children.get(null) ?? [];
  const wide = width >= WIDE && segmentNodes.length > 1;
  const columnW = wide ? (width - GAP * (segmentNodes.length - 1)) / segmentNodes.length : width;
  const out: ChainLayout = { width, height: 0, segments: [], links: [], products: [] };
  let stackY = 0;
  segmentNodes.forEach((segment, s) => {
    const x0 = wide ? s * (columnW + GAP) : 0;
    const top = wide ? 0 : stackY;
    let y = top + SEGMENT_HEAD + PAD;
    for (const link of children.get(segment.id) ?? []) {
      const inner = columnW - 2 * PAD;
      const pills: Box[] = [];
      let px = PAD;
      let py = LINK_HEAD;
      for (const product of children.get(link.id) ?? []) {
        const w = Math.min(inner - PAD, textWidth(product.name) + 2 * PAD);
        if (px + w > inner && px > PAD) {
          px = PAD;
          py += PILL_H + 6;
        }
        pills.push({ node: product, x: x0 + PAD + px, y: y + py, w, h: PILL_H });
        px += w + 6;
      }
      const h = py + (pills.length ? PILL_H : 0) + PAD;
      out.links.push({ node: link, x: x0 + PAD, y, w: inner, h, r: dotRadius(link.local) });
      out.products.push(...pills);
      y += h + GAP;
    }
    const bottom = Math.max(y, top + SEGMENT_HEAD + PAD * 2);
    out.segments.push({ node: segment, x: x0, y: top, w: columnW, h: bottom - top });
    stackY = bottom + GAP;
    out.height = Math.max(out.height, bottom);
  });
  return out;
}
