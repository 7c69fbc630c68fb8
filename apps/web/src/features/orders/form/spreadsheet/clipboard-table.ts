/**
 * Cells on the clipboard as Excel and Google Sheets put them there (text/plain): a tab between
 * cells, a line break (CRLF, LF or CR) between rows, and a cell that holds a tab, a line break or
 * a leading quote written in quotes with its own quotes doubled. One line break at the very end
 * closes the last row; it does not start an empty one.
 */
export function parseClipboardTable(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const endRow = () => {
    rows.push(row);
    row = [];
  };
  while (i <= text.length) {
    const [cell, next] = readCell(text, i);
    row.push(cell);
    const delimiter = text[next];
    if (delimiter === '\t') {
      i = next + 1;
      continue;
    }
    endRow();
    if (delimiter === undefined) break;
    i = next + (delimiter === '\r' && text[next + 1] === '\n' ? 2 : 1);
    if (i === text.length) break; // the closing line break
  }
  return rows;
}

const isDelimiter = (char: string | undefined) =>
  char === undefined || char === '\t' || char === '\n' || char === '\r';

/** One cell from `start`: its text and where the delimiter after it is. */
function readCell(text: string, start: number): [string, number] {
  if (text[start] === '"') {
    let value = '';
    let i = start + 1;
    while (i < text.length) {
      if (text[i] === '"') {
        if (text[i + 1] === '"') {
          value += '"';
          i += 2;
          continue;
        }
        // A real closing quote is followed by the end of the cell; anything else means the
        // cell only began with a quote (Excel leaves `"Best" pipe` unquoted): read it plainly.
        if (isDelimiter(text[i + 1])) return [value, i + 1];
        break;
      }
      value += text[i];
      i += 1;
    }
  }
  let end = start;
  while (!isDelimiter(text[end])) end += 1;
  return [text.slice(start, end), end];
}

/** Cells as text/plain for another spreadsheet: the quoting `parseClipboardTable` reads back. */
export function formatClipboardTable(rows: readonly (readonly string[])[]): string {
  return rows
    .map((cells) =>
      cells
        .map((cell) => (/[\t\n\r]|^"/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join('\t'),
    )
    .join('\r\n');
}
