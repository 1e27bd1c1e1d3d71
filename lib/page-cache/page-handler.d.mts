/** Next's incremental cache handler interface, as the page cache implements it. */
export default class PageCacheHandler {
  get(key: string): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, value: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
