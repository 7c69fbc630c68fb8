import type { FieldErrors } from '../../../api/api-error';
import { isBlankLine, type OrderDraft } from './order-draft';

/** A line the server refused to save, and where it is in the form. */
export interface LineProblem {
  deliveryKey: string;
  deliveryIndex: number;
  lineKey: string;
  /** Its place among the delivery's lines in the form (0-based; the # column shows it + 1). */
  lineIndex: number;
  /** "Line 3 of Delivery 0 (Rebar #4): Missing: Quantity, Unit cost". */
  text: string;
}

/** A line to bring into view and focus (a new object each time it is asked for). */
export interface LineToShow {
  deliveryKey: string;
  lineKey: string;
}

/** The server names a line's error `order.deliveries.{i}.order_materials.{j}[.field]`. */
const LINE_PATH = /^order\.deliveries\.(\d+)\.order_materials\.(\d+)(?:\.|$)/;

/**
 * The lines a refused save names, in the form's order, each once with all its messages. The
 * request holds a delivery's written lines only (blank ones are not sent), so the server's line
 * `j` is the delivery's `j`-th line with a description in the draft that was sent.
 */
export function lineProblems(sent: OrderDraft, fields: FieldErrors | undefined): LineProblem[] {
  const messages = new Map<string, { delivery: number; line: number; texts: string[] }>();
  for (const [path, texts] of Object.entries(fields ?? {})) {
    const match = LINE_PATH.exec(path);
    if (!match) continue;
    const key = `${match[1]}.${match[2]}`;
    const entry = messages.get(key) ?? {
      delivery: Number(match[1]),
      line: Number(match[2]),
      texts: [],
    };
    entry.texts.push(...texts.filter((text) => !entry.texts.includes(text)));
    messages.set(key, entry);
  }
  const problems: LineProblem[] = [];
  for (const { delivery: d, line: j, texts } of messages.values()) {
    const delivery = sent.deliveries[d];
    const written = delivery?.lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => !isBlankLine(line));
    const found = written?.[j];
    if (!delivery || !found) continue;
    problems.push({
      deliveryKey: delivery.key,
      deliveryIndex: d,
      lineKey: found.line.key,
      lineIndex: found.index,
      text: `Line ${found.index + 1} of Delivery ${d} (${found.line.description.trim()}): ${texts.join('; ')}`,
    });
  }
  return problems.sort((a, b) => a.deliveryIndex - b.deliveryIndex || a.lineIndex - b.lineIndex);
}
