/**
 * A small hand-made stroke font for the image captcha. Each glyph is drawn in a 10 × 14 box
 * (y grows downwards) as absolute M/L/C path commands; the renderer moves, turns, scales and
 * jitters every point, so no two images carry the same path data.
 *
 * The alphabet leaves out 0/O/1/I/l and also the pairs a distorted stroke font blurs together
 * (B/8, G/6, S/5, Z/2, Q/O), so a person can always read the answer.
 */
export const GLYPH_WIDTH = 10;
export const GLYPH_HEIGHT = 14;

const STROKES: Record<string, string> = {
  A: 'M0 14 L5 0 L10 14 M2.2 8.5 L7.8 8.5',
  C: 'M10 2.5 C8 -0.5 0 -0.5 0 7 C0 14.5 8 14.5 10 11.5',
  D: 'M0 0 L0 14 M0 0 L4 0 C11.5 0 11.5 14 4 14 L0 14',
  E: 'M10 0 L0 0 L0 14 L10 14 M0 7 L7 7',
  F: 'M10 0 L0 0 L0 14 M0 7 L7 7',
  H: 'M0 0 L0 14 M10 0 L10 14 M0 7 L10 7',
  J: 'M3 0 L10 0 M7.5 0 L7.5 10 C7.5 14.5 1 15 0 11',
  K: 'M0 0 L0 14 M10 0 L0 8.5 M3 6 L10 14',
  L: 'M0 0 L0 14 L9 14',
  M: 'M0 14 L0 0 L5 9 L10 0 L10 14',
  N: 'M0 14 L0 0 L10 14 L10 0',
  P: 'M0 14 L0 0 L6 0 C10.5 0 10.5 7.5 6 7.5 L0 7.5',
  R: 'M0 14 L0 0 L6 0 C10.5 0 10.5 7.5 6 7.5 L0 7.5 M5 7.5 L10 14',
  T: 'M0 0 L10 0 M5 0 L5 14',
  U: 'M0 0 L0 9.5 C0 15 10 15 10 9.5 L10 0',
  V: 'M0 0 L5 14 L10 0',
  W: 'M0 0 L2.5 14 L5 5 L7.5 14 L10 0',
  X: 'M0 0 L10 14 M10 0 L0 14',
  Y: 'M0 0 L5 7 L10 0 M5 7 L5 14',
  '2': 'M0.5 3.5 C1 -1 10 -1 9.5 4 C9 7 3 9.5 0 14 L10 14',
  '3': 'M0.5 2 C3 -1 10 0 9 3.8 C8.5 6 6 6.8 4 6.8 C7 6.8 10 7.8 10 10.3 C10 14.8 2 15 0 11.8',
  '4': 'M7.5 14 L7.5 0 L0 10 L10 10',
  '5': 'M9.5 0 L1.5 0 L0.8 6.2 C4 4.6 10 5 10 9.5 C10 14.5 2.5 15.5 0 12',
  '6': 'M9 1.5 C6 -1 0 0 0 8.5 C0 15.5 10 15.5 10 10 C10 5 2 5 0 9',
  '7': 'M0 0 L10 0 L4 14',
  '8': 'M5 7 C-0.5 7 -0.5 0 5 0 C10.5 0 10.5 7 5 7 C-1 7 -1 14 5 14 C11 14 11 7 5 7',
  '9': 'M10 5.5 C8 9 0 9 0 4.5 C0 -1 10 -1 10 5 C10 11 7 14 1 13.5',
};

export type Point = readonly [number, number];

/** One path command with its points: M and L carry one, C carries two control points and an end. */
export interface Segment {
  command: 'M' | 'L' | 'C';
  points: Point[];
}

const ARITY = { M: 1, L: 1, C: 3 } as const;

/** Parses the font's restricted path syntax; a malformed glyph is a programming error. */
function parse(glyph: string, source: string): Segment[] {
  const tokens = source.trim().split(/\s+/);
  const segments: Segment[] = [];
  let i = 0;
  while (i < tokens.length) {
    const head = tokens[i] ?? '';
    const command = head[0];
    if (command !== 'M' && command !== 'L' && command !== 'C')
      throw new Error(`captcha glyph ${glyph}: bad command "${head}"`);
    const numbers = [head.slice(1), ...tokens.slice(i + 1, i + ARITY[command] * 2)].map(Number);
    if (numbers.length !== ARITY[command] * 2 || numbers.some((n) => !Number.isFinite(n))) {
      throw new Error(`captcha glyph ${glyph}: bad coordinates after "${head}"`);
    }
    const points: Point[] = [];
    for (let p = 0; p < numbers.length; p += 2) points.push([numbers[p] ?? 0, numbers[p + 1] ?? 0]);
    segments.push({ command, points });
    i += ARITY[command] * 2;
  }
  return segments;
}

/** Characters a captcha is made of; every one has a glyph. */
export const CAPTCHA_ALPHABET = Object.keys(STROKES).join('');

export const GLYPHS: ReadonlyMap<string, readonly Segment[]> = new Map(
  Object.entries(STROKES).map(([glyph, source]) => [glyph, parse(glyph, source)]),
);
