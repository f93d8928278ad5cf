/** Two small collection helpers the search indexes share. */

/** Appends to the list kept under a key, creating it. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
