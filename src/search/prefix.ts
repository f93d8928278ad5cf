/** A prefix index: keys kept sorted, so the keys starting with a prefix are one contiguous run found by binary search. */
export class PrefixIndex<V> {
  private readonly keys: string[];
  private readonly values: V[];

  constructor(entries: [string, V][]) {
    const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.keys = sorted.map(([key]) => key);
    this.values = sorted.map(([, value]) => value);
  }

  /** The values of the keys starting with `prefix`, in key order, at most `limit`. */
  withPrefix(prefix: string, limit = Infinity): V[] {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.keys[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const out: V[] = [];
    for (let i = low; i < this.keys.length && this.keys[i]!.startsWith(prefix) && out.length < limit; i++) out.push(this.values[i]!);
    return out;
  }
}
