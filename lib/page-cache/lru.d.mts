export declare function namedLrus(): Map<string, SizedLru<unknown>>;

export declare class SizedLru<V> {
  constructor(maxBytes: number, name?: string);
  readonly maxBytes: number;
  readonly bytes: number;
  readonly entries: ReadonlyMap<string, { value: V; size: number }>;
  get(key: string): V | undefined;
  set(key: string, value: V, size: number): void;
  delete(key: string): void;
}
