/**
 * The order PDF uses PDF's standard fonts (Helvetica), which need no font file but show only the
 * WinAnsi (Windows-1252) characters; pdfkit writes any other character as bytes of a wrong glyph
 * (decision 0060). Every text goes through `toWinAnsi` first: a character the fonts can show is
 * kept; one that differs from such a character only by accents or by its compatibility form
 * becomes that character ('ő' → 'o', 'ﬁ' → 'fi', 'Ａ' → 'A'); a few letters without a
 * decomposition get their usual Latin spelling ('Ł' → 'L'); anything else (Greek, Cyrillic, CJK,
 * emoji...) becomes one '?' per character as a reader sees it.
 */

/** The characters of Windows-1252 above Latin-1's range, which pdfkit maps to their glyphs. */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export const UNSHOWABLE_REPLACEMENT = '?';

function showable(char: string): boolean {
  if (char.length !== 1) return false;
  const code = char.charCodeAt(0);
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(char)
  );
}

/** Letters and signs NFKD leaves alone, and their plain spelling. */
const SPELLED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u201b': "'",
  '\u201f': '"',
  '\u2044': '/',
  '\u2024': '.',
};

/** Spaces of other widths read as a space; invisible joiners and marks are dropped. */
const WIDE_SPACE = /^[\u1680\u2000-\u200a\u202f\u205f\u3000]$/u;
const INVISIBLE = /^[\u200b-\u200d\u2060\ufeff]$/u;
const CONTROL = /^\p{Cc}$/u;
const MARKS = /\p{M}/gu;

/** Fast path: plain ASCII text and line breaks need no work. */
const PLAIN = /^[\x20-\x7e\n]*$/;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function replaceGrapheme(grapheme: string): string {
  if (showable(grapheme)) return grapheme;
  if (grapheme === '\n' || grapheme === '\r\n' || grapheme === '\r') return '\n';
  if (grapheme === '\t' || WIDE_SPACE.test(grapheme)) return ' ';
  if (INVISIBLE.test(grapheme) || CONTROL.test(grapheme)) return '';
  const spelled = SPELLED[grapheme];
  if (spelled !== undefined) return spelled;
  const plain = grapheme.normalize('NFKD').replace(MARKS, '');
  const chars = [...plain];
  if (chars.length > 0 && chars.every(showable)) return plain;
  return UNSHOWABLE_REPLACEMENT;
}

/** The text as the standard fonts can show it (see the module comment). */
export function toWinAnsi(text: string): string {
  if (PLAIN.test(text)) return text;
  let shown = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    shown += replaceGrapheme(segment);
  }
  return shown;
}
