import crypto from 'node:crypto';
import { UUID_COOKIE_DEFAULT } from '../../common/constants.js';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, type Point } from './captcha-glyphs.js';
import { BizError } from './errors.js';
import type { KeyValueStore } from './kv.js';

export const CAPTCHA_LENGTH = 4;
/**
 * How hard an image is: level 0 is the everyday image; each level adds a character and more noise
 * (level 2: six characters). A login for a phone that many attempts failed on asks for a level
 * (passport/login-guard.ts).
 */
export const CAPTCHA_MAX_LEVEL = 2;
const WIDTH = 120;
const HEIGHT = 40;

export interface CaptchaOptions {
  /** Also accepted for any uuid; for automated tests only (config refuses it in production). */
  testCode?: string | undefined;
  ttlMs?: number;
}

/** Where the answer for a uuid lives in the key-value store (tests read it to answer a real captcha). */
export const captchaKey = (uuid: string) => `captcha:${uuid}`;

const normalise = (answer: string) => answer.trim().toUpperCase();

const between = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: readonly T[]): T => items[crypto.randomInt(items.length)] as T;
const fmt = (n: number) => String(Math.round(n * 10) / 10);

const INK = ['#1f3a93', '#7b1fa2', '#b71c1c', '#1b5e20', '#e65100', '#004d40', '#263238', '#0d47a1'];
const NOISE = ['#90a4ae', '#9fa8da', '#a5d6a7', '#ffcc80', '#ce93d8', '#80cbc4'];

function randomCode(level: number): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH + level; i++)
    code += CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

/** Keeps a glyph inside the image: a turned glyph near the edge would otherwise lose a stroke. */
const MARGIN = 2;

/**
 * The path data of one glyph centred near (cx, cy): scaled, skewed, turned and with every point
 * nudged a little, so the same character never produces the same path twice.
 */
function glyphPath(glyph: string, cx: number, cy: number, narrow: number): string {
  const segments = GLYPHS.get(glyph);
  if (!segments) throw new Error(`captcha: no glyph for "${glyph}"`);
  const sx = between(1.55, 1.95) * narrow;
  const sy = between(1.6, 1.95);
  const angle = (between(-20, 20) * Math.PI) / 180;
  const skew = between(-0.2, 0.2);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([x, y]: Point): [number, number] => {
    const lx = (x - GLYPH_WIDTH / 2 + between(-0.35, 0.35)) * sx;
    const ly = (y - GLYPH_HEIGHT / 2 + between(-0.35, 0.35)) * sy;
    const kx = lx + skew * ly;
    return [cx + kx * cos - ly * sin, cy + kx * sin + ly * cos];
  };
  const placed = segments.map((s) => ({ command: s.command, points: s.points.map(place) }));
  const all = placed.flatMap((s) => s.points);
  const shift = (values: number[], size: number) => {
    const low = Math.min(...values) - MARGIN;
    const high = Math.max(...values) + MARGIN;
    return low < 0 ? -low : high > size ? size - high : 0;
  };
  const dx = shift(
    all.map((p) => p[0]),
    WIDTH,
  );
  const dy = shift(
    all.map((p) => p[1]),
    HEIGHT,
  );
  return placed
    .map((s) => s.command + s.points.map(([x, y]) => `${fmt(x + dx)} ${fmt(y + dy)}`).join(' '))
    .join(' ');
}

const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A wavy line across the whole image: it crosses the glyphs so they cannot be cut apart cleanly. */
function noiseCurve(): string {
  const y = () => between(4, HEIGHT - 4);
  const d = `M${fmt(between(0, 10))} ${fmt(y())} C${fmt(between(25, 50))} ${fmt(y())} ${fmt(between(70, 95))} ${fmt(y())} ${fmt(between(110, WIDTH))} ${fmt(y())}`;
  return stroke(d, pick(NOISE), between(0.8, 1.6));
}

/** A dot drawn as two arcs: the image is made of paths only. */
function noiseDot(): string {
  const r = between(0.5, 1.3);
  const x = between(0, WIDTH);
  const y = between(0, HEIGHT);
  const d = `M${fmt(x - r)} ${fmt(y)} a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0 a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0Z`;
  return `<path d="${d}" fill="${pick([...NOISE, ...INK])}"/>`;
}

/**
 * Renders the code as an SVG of <path> elements only: there is no text in the markup to read.
 * A longer code (a harder level) has narrower, closer glyphs and more noise over and under them.
 */
export function renderCaptcha(code: string): string {
  const level = Math.max(0, code.length - CAPTCHA_LENGTH);
  const cell = (WIDTH - 8) / code.length;
  const narrow = Math.min(1, cell / 22);
  const glyphs = [...code].map((glyph, i) =>
    stroke(
      glyphPath(glyph, 4 + cell * (i + 0.5) + between(-3, 3), HEIGHT / 2 + between(-3, 3), narrow),
      pick(INK),
      between(2, 2.7),
    ),
  );
  const under = Array.from({ length: 2 + level }, noiseCurve);
  const over = Array.from({ length: 2 + level }, noiseCurve);
  const dots = Array.from({ length: crypto.randomInt(24, 36) + 16 * level }, noiseDot);
  const background = `<path d="M0 0H${WIDTH}V${HEIGHT}H0Z" fill="#f3f6fb"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="图形验证码">` +
    [background, ...under, ...dots, ...glyphs, ...over].join('') +
    '</svg>'
  );
}

/**
 * Image captchas keyed by the client's uuid. The answer lives in the key-value store so every
 * server process can check it; checking consumes it, so one image allows exactly one attempt.
 */
export class CaptchaService {
  private readonly testCode: string | undefined;
  private readonly ttlMs: number;

  constructor(
    private readonly kv: KeyValueStore,
    options: CaptchaOptions = {},
  ) {
    this.testCode = options.testCode ? normalise(options.testCode) : undefined;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
  }

  /**
   * A new image for this uuid, as hard as was last asked of it (askLevel); its answer replaces any
   * earlier one.
   */
  async issue(uuid: string): Promise<string> {
    const level = Math.min(Number(await this.kv.get(levelKey(uuid))) || 0, CAPTCHA_MAX_LEVEL);
    const code = randomCode(level);
    await this.kv.set(captchaKey(uuid), code, this.ttlMs);
    return renderCaptcha(code);
  }

  /**
   * The level of the image the answer solves (any case), or null when it does not. The stored
   * answer is gone afterwards either way. The test code solves every level.
   */
  async solve(uuid: string, answer: string): Promise<number | null> {
    const expected = await this.kv.take(captchaKey(uuid));
    const given = normalise(answer);
    if (given === '') return null;
    if (this.testCode !== undefined && given === this.testCode) return CAPTCHA_MAX_LEVEL;
    return expected !== null && given === expected ? expected.length - CAPTCHA_LENGTH : null;
  }

  /** True when the answer matches (any case). The stored answer is gone afterwards either way. */
  async verify(uuid: string, answer: string): Promise<boolean> {
    return (await this.solve(uuid, answer)) !== null;
  }

  /**
   * The captcha of a request's account call: the answer for the uuid the client sends (its uuid
   * cookie, default ghost-uuid), refused with CAPTCHA_WRONG; the level of the image it solved.
   * Every call behind a captcha checks it here.
   */
  async require(headers: Record<string, string | string[] | undefined>, answer: string): Promise<number> {
    const level = await this.solve(captchaUuidOf(headers), answer);
    if (level === null) throw new BizError(CAPTCHA_WRONG);
    return level;
  }

  /** The next images of this uuid are drawn at this level (for the next 15 minutes). */
  async askLevel(uuid: string, level: number): Promise<void> {
    await this.kv.set(levelKey(uuid), String(Math.min(level, CAPTCHA_MAX_LEVEL)), LEVEL_TTL_MS);
  }
}

const levelKey = (uuid: string) => `captcha-level:${uuid}`;
const LEVEL_TTL_MS = 15 * 60_000;

/** The captcha uuid of a request: the client copies its uuid cookie into this header (SPEC §7). */
export function captchaUuidOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers.uuid;
  return typeof value === 'string' && value !== '' ? value : UUID_COOKIE_DEFAULT;
}

/** One message for a wrong, used or expired captcha answer. */
export const CAPTCHA_WRONG = '图形验证码错误或已过期';
