import { NAME_ENDINGS, type Trade } from './industries.js';
import { BRAND_HEADS, BRAND_TAILS } from './names.js';
import { Permutation } from './permutation.js';
import { seedFrom } from './random.js';

export interface OrgName {
  fullname: string;
  simplename: string;
  trade: Trade;
}

/**
 * Company names of one tenant: place word + two-character brand + name ending, e.g.
 * 杭州 + 海康 + 微电子股份有限公司. Index i takes slot permutation(i) of that space, so names are
 * unique per tenant by construction and org i always gets the same name. Past the space (over
 * 200 000 names per tenant) a branch number keeps them unique: …有限公司第2分公司.
 */
export class OrgNameSpace {
  private readonly permutation: Permutation;

  constructor(
    private readonly namePrefixes: ReadonlyArray<string>,
    key: string,
  ) {
    const size = namePrefixes.length * BRAND_HEADS.length * BRAND_TAILS.length * NAME_ENDINGS.length;
    this.permutation = new Permutation(size, seedFrom('org-names', key));
  }

  get size(): number {
    return this.permutation.size;
  }

  at(index: number): OrgName {
    const branch = Math.floor(index / this.size);
    // Mixed-radix digits of the slot; the ending comes first so every digit is evenly used.
    let slot = this.permutation.at(index % this.size);
    const ending = NAME_ENDINGS[slot % NAME_ENDINGS.length];
    slot = Math.floor(slot / NAME_ENDINGS.length);
    const tail = BRAND_TAILS[slot % BRAND_TAILS.length];
    slot = Math.floor(slot / BRAND_TAILS.length);
    const head = BRAND_HEADS[slot % BRAND_HEADS.length];
    const prefix = this.namePrefixes[Math.floor(slot / BRAND_HEADS.length)];
    if (!ending || !tail || !head || !prefix) throw new Error(`name slot out of range for index ${index}`);
    const brand = head + tail;
    return {
      fullname: `${prefix}${brand}${ending.suffix}${branch > 0 ? `第${branch + 1}分公司` : ''}`,
      simplename: brand + ending.trade.short,
      trade: ending.trade,
    };
  }
}
