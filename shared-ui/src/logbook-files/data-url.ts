/**
 * A blob as a data: URL, what an <img> shows. Kept in react-query's cache as it is: no object
 * URL to revoke when the tile goes, or to lose when it comes back.
 */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}
