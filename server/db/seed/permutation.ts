import { mix32 } from './random.js';

const ROUNDS = 4;

/**
 * A keyed bijection of [0, size) onto itself: a balanced Feistel network over the smallest
 * even-bit power of two covering size, with cycle walking to stay inside it.
 *
 * Index i of the demo maps to a distinct slot, so names and codes built from the slot are unique
 * by construction (no "already used?" bookkeeping), yet consecutive orgs look unrelated, and org i
 * is the same whether it was generated in the first seed or added later by ensureOrgCount.
 */
export class Permutation {
  private readonly halfBits: number;
  private readonly halfMask: number;

  constructor(
    readonly size: number,
    private readonly key: number,
  ) {
    if (!Number.isInteger(size) || size < 1 || size > 2 ** 30)
      throw new Error(`bad permutation size ${size}`);
    const bits = Math.max(2, Math.ceil(Math.log2(size)));
    this.halfBits = Math.ceil(bits / 2);
    this.halfMask = (1 << this.halfBits) - 1;
  }

  at(index: number): number {
    if (!Number.isInteger(index) || index < 0 || index >= this.size) {
      throw new Error(`index ${index} outside [0, ${this.size})`);
    }
    // The network permutes [0, 4^halfBits); re-applying it until the value lands below size keeps
    // it a bijection of [0, size). The covering domain is under 4 × size, so few steps are needed.
    let value = this.encrypt(index);
    while (value >= this.size) value = this.encrypt(value);
    return value;
  }

  private encrypt(value: number): number {
    let left = value >>> this.halfBits;
    let right = value & this.halfMask;
    for (let round = 0; round < ROUNDS; round++) {
      const next = (left ^ mix32(right ^ Math.imul(this.key ^ (round + 1), 0x9e3779b1))) & this.halfMask;
      left = right;
      right = next;
    }
    return left * (this.halfMask + 1) + right;
  }
}
