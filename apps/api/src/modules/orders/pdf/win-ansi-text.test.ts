import { describe, expect, it } from 'vitest';
import { toWinAnsi, UNSHOWABLE_REPLACEMENT } from './win-ansi-text';

describe('toWinAnsi (decision 0060: what the standard fonts cannot show)', () => {
  it('keeps ASCII, Latin-1 and the Windows-1252 signs as they are', () => {
    for (const text of [
      'PO 1042 #4 rebar',
      'Zoë Ørsted & Søn, Müller GmbH',
      '€ 12 – “quoted” — ½ ™ • …',
    ]) {
      expect(toWinAnsi(text)).toBe(text);
    }
  });

  it('drops the accents the fonts lack and spells letters without a decomposition in Latin', () => {
    expect(toWinAnsi('Łódź')).toBe('Lódz');
    expect(toWinAnsi('Đorđe Kovač, Ħal Qormi, Ştefan Ő')).toBe('Dorde Kovac, Hal Qormi, Stefan O');
  });

  it('writes compatibility forms plainly: ligatures, full-width letters, circled digits, odd dashes', () => {
    expect(toWinAnsi('ﬁle Ａ① 5\u2212 3 x\u2010y')).toBe('file A1 5- 3 x-y');
  });

  it('replaces each character a reader sees and the fonts cannot show with one ?', () => {
    expect(UNSHOWABLE_REPLACEMENT).toBe('?');
    expect(toWinAnsi('東京 Supply')).toBe('?? Supply');
    expect(toWinAnsi('Αθήνα')).toBe('?????');
    // A family emoji is five code points joined into one picture: one '?'.
    expect(toWinAnsi('Team 👨‍👩‍👧 ok 👍🏽')).toBe('Team ? ok ?');
  });

  it('reads unusual spaces as spaces, keeps line breaks and drops invisible and control characters', () => {
    expect(toWinAnsi('a\u00a0b\u2003c\td')).toBe('a\u00a0b c d');
    expect(toWinAnsi('line 1\r\nline 2\rline 3')).toBe('line 1\nline 2\nline 3');
    expect(toWinAnsi('no\u200bspace\u0000here\u0007')).toBe('nospacehere');
  });

  it('joins a letter and its combining accent into the letter the fonts have', () => {
    expect(toWinAnsi('Cafe\u0301')).toBe('Café');
  });
});
