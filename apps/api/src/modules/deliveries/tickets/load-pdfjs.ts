/**
 * pdf.js, loaded on the first ticket PDF and not before (decision 0053). Its legacy build (the one
 * that runs on Node 20, decision 0062) carries core-js polyfills that replace built-ins of the
 * whole process, not just its own: on Node 20 it swaps JSON.stringify and JSON.parse (for
 * JSON.rawJSON and parse-with-source), Array.prototype.push and Function.prototype.toString for
 * JavaScript versions. Every answer of the API was serialised by the slow JSON.stringify (a
 * calendar week of 200 deliveries: ~40 ms of it). The natives are put back once it has loaded;
 * what core-js only adds (Promise.withResolvers, Uint8Array.prototype.toHex...) is left, since
 * pdf.js uses it and nothing else is changed by it.
 */
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

/** The built-ins core-js replaces on Node 20, kept as they were before pdf.js loads. */
function keepNatives(): () => void {
  const kept = {
    stringify: JSON.stringify,
    parse: JSON.parse,
    push: Array.prototype.push,
    toString: Function.prototype.toString,
  };
  return () => {
    const restore = <T extends object>(target: T, key: keyof T, value: unknown) => {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor && descriptor.value !== value) {
        Object.defineProperty(target, key, { ...descriptor, value });
      }
    };
    restore(JSON, 'stringify', kept.stringify);
    restore(JSON, 'parse', kept.parse);
    restore(Array.prototype, 'push', kept.push);
    restore(Function.prototype, 'toString', kept.toString);
  };
}

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const putBack = keepNatives();
    try {
      return await import('pdfjs-dist/legacy/build/pdf.mjs');
    } finally {
      putBack();
    }
  })();
  return loading;
}
