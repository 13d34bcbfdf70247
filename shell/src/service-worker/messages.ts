/** The page's message to the service worker: files it loaded before the worker controlled it. */
export interface CacheFilesMessage {
  type: 'CACHE_FILES';
  urls: string[];
}

export const isCacheFilesMessage = (data: unknown): data is CacheFilesMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'CACHE_FILES' &&
  Array.isArray((data as { urls?: unknown }).urls);
