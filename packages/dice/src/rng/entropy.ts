/**
 * @internal The one place in Rollwright that reads the platform's secure random source
 * (`crypto.getRandomValues`: Web Crypto, present in every browser and in Node ≥ 20). Fills
 * `count` unsigned 32-bit words.
 *
 * @throws `TypeError` if the platform has no Web Crypto (no silent fallback to a weak source).
 */
export function entropyWords(count: number): Uint32Array {
  const words = new Uint32Array(count);
  // Typed locally: the package compiles without DOM or Node typings (lib ES2022, types []).
  const c = (globalThis as unknown as { crypto?: { getRandomValues?(a: Uint32Array): Uint32Array } }).crypto;
  if (typeof c?.getRandomValues !== 'function') {
    throw new TypeError('this platform has no secure random source (crypto.getRandomValues)');
  }
  c.getRandomValues(words);
  return words;
}
