import type { Paise } from "~/money/money";

/**
 * Share a whole number of paise out over parts in proportion to their weights, so that the shares add
 * up to the total exactly (the largest-remainder method): each part first gets its exact share rounded
 * down, then the paise left over go one each to the parts whose shares lost the most in that rounding,
 * earlier parts first on a tie. Used wherever one rounded amount is shown again split into parts: the
 * discounts spread over the lines, a rate's tax over its HSN codes, CGST and SGST over the same.
 *
 * Weights must be whole numbers ≥ 0. With no weight at all, every share is 0 (and so must the total be).
 */
export function allocateProportionally(total: Paise, weights: readonly Paise[]): Paise[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`Cannot allocate ${total} paise`);
  for (const weight of weights) {
    if (!Number.isInteger(weight) || weight < 0)
      throw new RangeError(`Weight ${weight} is not whole and ≥ 0`);
  }
  // Nothing to share, or one part to take it all: what the method below gives, without its work.
  if (total === 0) return weights.map(() => 0);
  if (weights.length === 1 && weights[0]! > 0) return [total];
  const plainSum = weights.reduce((sum, weight) => sum + weight, 0);
  // Every product below fits a double exactly (an invoice's paise, not a nation's): the same method in
  // plain numbers, many times faster than in bigint, which a quarter's 20,000 invoices feel.
  if (
    plainSum > 0 &&
    plainSum <= Number.MAX_SAFE_INTEGER &&
    total * Math.max(...weights) <= Number.MAX_SAFE_INTEGER
  ) {
    return allocateSmall(total, weights, plainSum);
  }
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) {
    if (total !== 0) throw new RangeError(`Cannot allocate ${total} paise over no weight`);
    return weights.map(() => 0);
  }
  const totalBig = BigInt(total);
  const shares = weights.map((weight) => (totalBig * BigInt(weight)) / weightSum);
  const remainders = weights.map((weight) => (totalBig * BigInt(weight)) % weightSum);
  let left = totalBig - shares.reduce((sum, share) => sum + share, 0n);
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const byRemainder = remainders[b]! - remainders[a]!;
      return byRemainder > 0n ? 1 : byRemainder < 0n ? -1 : a - b;
    });
  for (const index of order) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** allocateProportionally where total × every weight is a safe integer: the same shares, exactly. */
function allocateSmall(total: Paise, weights: readonly Paise[], weightSum: number): Paise[] {
  const shares = weights.map((weight) => Math.floor((total * weight) / weightSum));
  const remainders = weights.map((weight) => (total * weight) % weightSum);
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  if (left === 0) return shares;
  const order = weights.map((_, index) => index).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const index of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
