import { describe, expect, it } from 'vitest';
import { describeEachStore, useTestStore } from '../testing/stores.js';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs.js';
import { CAPTCHA_LENGTH, CAPTCHA_MAX_LEVEL, CaptchaService, captchaKey, renderCaptcha } from './captcha.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('captcha font', () => {
  it('has a glyph for every character and leaves out the ambiguous ones', () => {
    for (const c of CAPTCHA_ALPHABET) expect(GLYPHS.get(c)?.length).toBeGreaterThan(0);
    for (const c of '0O1Il') expect(CAPTCHA_ALPHABET).not.toContain(c);
  });
});

describe('captcha image', () => {
  it('is an accessible SVG made of paths only, with no text to read', () => {
    const svg = renderCaptcha('AK47');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 120 40"[^>]*role="img" aria-label="图形验证码">/);
    expect(svg).not.toMatch(/<text|<tspan|<title|<desc|<use|<image|<foreignObject/i);
    expect(svg).not.toContain('AK47');
    const tags = [...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['svg', 'path']));
    // Background, noise curves, dots and one path per character.
    expect(tags.length).toBeGreaterThan(1 + 4 + CAPTCHA_LENGTH + 20);
  });

  it('draws a longer code with more noise', () => {
    const paths = (svg: string) => svg.split('<path').length - 1;
    const average = (code: string) => Array.from({ length: 20 }, () => paths(renderCaptcha(code))).reduce((a, b) => a + b) / 20;
    // Level 2: two more curves under and over the glyphs and 32 more dots, on average.
    expect(average('AK47WX') - average('AK47')).toBeGreaterThan(30);
  });

  it('never draws the same code the same way twice', () => {
    expect(renderCaptcha('AK47')).not.toBe(renderCaptcha('AK47'));
  });
});

describeEachStore('captcha service on %s store', (kind) => {
  const kv = useTestStore(kind, 'captcha');
  let n = 0;
  const uuid = () => `u-${Date.now()}-${n++}`;

  /** The answer as stored; only tests look behind the image. */
  const answerOf = async (id: string) => (await kv.get(captchaKey(id))) ?? '';

  it('accepts the answer in any case, once', async () => {
    const service = new CaptchaService(kv);
    const id = uuid();
    const svg = await service.issue(id);
    expect(svg.startsWith('<svg')).toBe(true);
    const answer = await answerOf(id);
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    expect(await service.verify(id, ` ${answer.toLowerCase()} `)).toBe(true);
    expect(await service.verify(id, answer)).toBe(false);
  });

  it('allows one attempt per image: a wrong answer uses it up', async () => {
    const service = new CaptchaService(kv);
    const id = uuid();
    await service.issue(id);
    const answer = await answerOf(id);
    expect(await service.verify(id, answer === 'AAAA' ? 'CCCC' : 'AAAA')).toBe(false);
    expect(await service.verify(id, answer)).toBe(false);
  });

  it('keeps only the latest image of a uuid', async () => {
    const service = new CaptchaService(kv);
    const id = uuid();
    await service.issue(id);
    const first = await answerOf(id);
    let second = first;
    // A reissue may draw the same code by chance; draw until it differs.
    while (second === first) {
      await service.issue(id);
      second = await answerOf(id);
    }
    expect(await service.verify(id, first)).toBe(false);
    await service.issue(id);
    expect(await service.verify(id, await answerOf(id))).toBe(true);
  });

  it('is bound to its uuid', async () => {
    const service = new CaptchaService(kv);
    const a = uuid();
    const b = uuid();
    await service.issue(a);
    expect(await service.verify(b, await answerOf(a))).toBe(false);
  });

  it('expires', async () => {
    const service = new CaptchaService(kv, { ttlMs: 30 });
    const id = uuid();
    await service.issue(id);
    const answer = await answerOf(id);
    await sleep(80);
    expect(await service.verify(id, answer)).toBe(false);
  });

  it('draws the next images of a uuid at the level asked of it, and tells which level an answer solved', async () => {
    const service = new CaptchaService(kv);
    const id = uuid();
    await service.issue(id);
    expect(await service.solve(id, await answerOf(id))).toBe(0);
    await service.askLevel(id, 1);
    await service.issue(id);
    expect(await answerOf(id)).toHaveLength(CAPTCHA_LENGTH + 1);
    expect(await service.solve(id, await answerOf(id))).toBe(1);
    // Still that level for the next image; never beyond the hardest.
    await service.issue(id);
    expect(await answerOf(id)).toHaveLength(CAPTCHA_LENGTH + 1);
    await service.askLevel(id, 9);
    await service.issue(id);
    expect(await answerOf(id)).toHaveLength(CAPTCHA_LENGTH + CAPTCHA_MAX_LEVEL);
    expect(await service.solve(id, 'WRONG1')).toBeNull();
    // Another uuid keeps the everyday image.
    const other = uuid();
    await service.issue(other);
    expect(await answerOf(other)).toHaveLength(CAPTCHA_LENGTH);
  });

  it('accepts the configured test code for any uuid, in any case', async () => {
    const service = new CaptchaService(kv, { testCode: 'Test' });
    expect(await service.verify(uuid(), 'TEST')).toBe(true);
    expect(await service.verify(uuid(), 'test ')).toBe(true);
    expect(await service.verify(uuid(), '')).toBe(false);
    expect(await service.verify(uuid(), 'nope')).toBe(false);
    expect(await new CaptchaService(kv).verify(uuid(), 'TEST')).toBe(false);
  });
});
