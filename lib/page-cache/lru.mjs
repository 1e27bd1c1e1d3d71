// @ts-check
// A map that forgets its least recently used entries once their sizes add up to more than `maxBytes`.

/** @template V */
export class SizedLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { value: V; size: number }>} */
    this.entries = new Map();
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
