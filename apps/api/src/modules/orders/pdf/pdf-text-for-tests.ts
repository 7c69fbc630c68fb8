import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of each page of a PDF, as a PDF reader extracts it (tests only: unpdf is a development
 * dependency). Runs in plain JavaScript, so the tests need no poppler on the machine.
 */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  return text;
}

/** Whitespace of any kind (line breaks of wrapped text included) read as one space. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The document information (title, author, subject) a PDF reader shows. */
export async function pdfInfo(pdf: Buffer): Promise<Record<string, unknown>> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { info } = await proxy.getMetadata();
  return info as Record<string, unknown>;
}
