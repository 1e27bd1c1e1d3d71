export declare class SizedLru<V> {
  constructor(maxBytes: number);
  readonly bytes: number;
  get(key: string): V | undefined;
  set(key: string, value: V, size: number): void;
  delete(key: string): void;
}
