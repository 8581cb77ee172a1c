import { describe, expect, it } from 'vitest';
import { BRAND_HEADS, BRAND_TAILS, GIVEN_NAME_CHARS, mobilePhone, personName, SURNAMES } from './names.js';
import { Random } from './random.js';

describe('name vocabulary', () => {
  it('has unique brand characters, heads and tails disjoint (no 海海 brands)', () => {
    expect(new Set(BRAND_HEADS).size).toBe(BRAND_HEADS.length);
    expect(new Set(BRAND_TAILS).size).toBe(BRAND_TAILS.length);
    expect(BRAND_HEADS.filter((c) => BRAND_TAILS.includes(c))).toEqual([]);
    for (const c of [...BRAND_HEADS, ...BRAND_TAILS]) expect(c).toMatch(/^\p{Script=Han}$/u);
  });

  it('composes personal names of a surname and one or two given-name characters', () => {
    const rng = new Random(1);
    const given = new Set<string>([...GIVEN_NAME_CHARS.male, ...GIVEN_NAME_CHARS.female]);
    for (let i = 0; i < 500; i++) {
      const name = personName(rng);
      const surname = SURNAMES.find(
        (s) => name.startsWith(s) && name.length - s.length <= 2 && name.length > s.length,
      );
      expect(surname, name).toBeDefined();
      for (const c of name.slice(surname?.length ?? 0)) expect(given.has(c), name).toBe(true);
    }
  });

  it('makes 11-digit mobiles outside the demo-account blocks', () => {
    const rng = new Random(2);
    const phones = Array.from({ length: 5000 }, () => mobilePhone(rng));
    expect(phones.filter((phone) => !/^1[3-9]\d{9}$/.test(phone))).toEqual([]);
    expect(phones.filter((phone) => /^13[89]000000\d\d$/.test(phone))).toEqual([]);
  });
});
