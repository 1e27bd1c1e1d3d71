// @ts-check
// A map that forgets its least recently used entries once their sizes add up to more than `maxBytes`.
// Each named one is listed on the process (however many copies of this module are loaded), so
// /api/metrics can tell how full every cache is.
const KEY = Symbol.for("storefront.sized-lrus");

/** @returns {Map<string, SizedLru<unknown>>} name → the cache of that name */
export function namedLrus() {
  const store = /** @type {Record<symbol, Map<string, SizedLru<unknown>> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (store[KEY] ??= new Map());
}

/** @template V */
export class SizedLru {
  /** @param {number} maxBytes @param {string} [name] listed for /api/metrics under this name */
  constructor(maxBytes, name) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { value: V; size: number }>} */
    this.entries = new Map();
    if (name) namedLrus().set(name, /** @type {SizedLru<unknown>} */ (this));
  }

  /** @param {string} key */
  get(key) {
    const slot = this.entries.get(key);
    if (!slot) return undefined;
    this.entries.delete(key);
    this.entries.set(key, slot);
    return slot.value;
  }

  /** @param {string} key @param {V} value @param {number} size */
  set(key, value, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    for (const [oldest, slot] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= slot.size;
    }
  }

  /** @param {string} key */
  delete(key) {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.bytes -= slot.size;
  }
}
