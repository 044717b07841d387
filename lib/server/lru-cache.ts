/**
 * A least-recently-used map bounded both in entries and in bytes (as `sizeOf` counts them): setting a
 * value evicts the least recently used ones until both bounds hold again. A value larger than the whole
 * byte budget is not kept. `get` counts as a use.
 */
export class LruCache<V> {
  private readonly map = new Map<string, { readonly value: V; readonly bytes: number }>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end makes it the most recently used.
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.map.set(key, { value, bytes });
    this.totalBytes += bytes;
    while (this.map.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      this.delete(this.map.keys().next().value as string);
    }
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.totalBytes -= entry.bytes;
  }

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }
}
