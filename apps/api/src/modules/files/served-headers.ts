/** Types a browser may show in the tab: they cannot run script. Everything else is downloaded. */
const INLINE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf']);

/**
 * A served file never runs as part of the app: an SVG or HTML with a script is downloaded, not
 * shown, and even shown types get a CSP that allows nothing (decision 0075).
 */
export function servedHeaders(contentType: string, byteSize: number): Record<string, string> {
  const inline = INLINE.has(contentType);
  return {
    'content-type': inline ? contentType : 'application/octet-stream',
    'content-length': String(byteSize),
    'cache-control': 'private, max-age=300',
    'x-content-type-options': 'nosniff',
    'content-security-policy':
      contentType === 'application/pdf' ? "default-src 'none'" : "default-src 'none'; sandbox",
  };
}

export function contentDisposition(contentType: string, filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const kind = INLINE.has(contentType) ? 'inline' : 'attachment';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
