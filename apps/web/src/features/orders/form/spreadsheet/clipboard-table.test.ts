import { describe, expect, it } from 'vitest';
import { formatClipboardTable, parseClipboardTable } from './clipboard-table';

describe('cells from the clipboard (Excel, Google Sheets)', () => {
  it('splits rows on CRLF and cells on tabs; the closing line break adds no row', () => {
    expect(parseClipboardTable('Pipe\t4\tEA\r\nValve\t2\tBOX\r\n')).toEqual([
      ['Pipe', '4', 'EA'],
      ['Valve', '2', 'BOX'],
    ]);
    expect(parseClipboardTable('a\nb\n')).toEqual([['a'], ['b']]);
    expect(parseClipboardTable('a\rb')).toEqual([['a'], ['b']]);
  });

  it('keeps empty cells and empty rows in their places', () => {
    expect(parseClipboardTable('a\t\tc\n\nd\t')).toEqual([['a', '', 'c'], [''], ['d', '']]);
    expect(parseClipboardTable('one')).toEqual([['one']]);
  });

  it('reads quoted cells: tabs, line breaks and doubled quotes inside', () => {
    expect(
      parseClipboardTable('"Pipe, 1/2"" copper\r\nType L"\t4\n"a\tb"\t"""quoted"""\r\n'),
    ).toEqual([
      ['Pipe, 1/2" copper\r\nType L', '4'],
      ['a\tb', '"quoted"'],
    ]);
  });

  it('reads a cell that only begins with a quote as it is', () => {
    expect(parseClipboardTable('"Best" pipe\t2\n1/2" pipe\t3')).toEqual([
      ['"Best" pipe', '2'],
      ['1/2" pipe', '3'],
    ]);
    expect(parseClipboardTable('"never closed\t1')).toEqual([['"never closed', '1']]);
  });

  it('writes cells back in the same form', () => {
    const rows = [
      ['Pipe 1/2"', '4', 'line one\nline two'],
      ['"Best"', 'a\tb', ''],
    ];
    const text = formatClipboardTable(rows);
    expect(text).toBe('Pipe 1/2"\t4\t"line one\nline two"\r\n"""Best"""\t"a\tb"\t');
    expect(parseClipboardTable(text)).toEqual(rows);
  });
});
