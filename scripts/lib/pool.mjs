/**
 * Runs `work` on every item, at most `size` at a time, and resolves with the results in the
 * items' order.
 * @template T, R
 * @param {readonly T[]} items
 * @param {number} size
 * @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function inPool(items, size, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
  return results;
}
