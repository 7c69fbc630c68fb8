import { memo, useMemo, type CSSProperties } from 'react';
import { Button } from 'antd';
import { formatNamedDate, LEVELING_MISSING_LABELS, type LevelingChoice } from '@laydown/domain';
import type { LevelingCellRecord, LevelingLineRecord, LevelingRecord } from '@laydown/contracts';
import { useTwoPassRows } from '../../components/use-two-pass-rows';
import { OrderBadge } from '../orders/list/order-badge';
import { formatUsd } from '../orders/order-money';

const usd = (value: string | null) => (value === null ? '—' : formatUsd(value));
export const vendorLabel = (quote: { vendor_name: string | null; order_number: string }) =>
  quote.vendor_name ?? quote.order_number;

interface TableProps {
  leveling: LevelingRecord;
  choice: LevelingChoice;
  disabled: boolean;
  onChoose: (key: string, orderId: number | null) => void;
  onChooseAll: (orderId: number) => void;
}

function Cell(props: {
  cell: LevelingCellRecord;
  line: LevelingLineRecord;
  vendor: string;
  chosen: boolean;
  disabled: boolean;
  onChoose: (key: string, orderId: number | null) => void;
}) {
  const { cell, line, vendor } = props;
  const classes = ['leveling-cell'];
  if (cell.lowest) classes.push('leveling-cell--lowest');
  if (props.chosen) classes.push('leveling-cell--chosen');
  if (cell.missing) {
    return (
      <td className="leveling-cell leveling-cell--missing" data-testid="leveling-missing">
        {LEVELING_MISSING_LABELS[cell.missing]}
      </td>
    );
  }
  return (
    <td className={classes.join(' ')} data-testid="leveling-cell">
      <div className="leveling-cell__body">
        <label className="leveling-choice">
          <input
            type="radio"
            name={`line-${line.key}`}
            checked={props.chosen}
            disabled={props.disabled}
            onChange={() => props.onChoose(line.key, cell.order_id)}
            aria-label={`${line.description} from ${vendor}`}
          />
          <span className="leveling-money">
            {usd(cell.unit_cost)} each
            <strong>{usd(cell.ext_cost_with_tax ?? cell.extended_cost)}</strong>
          </span>
        </label>
        {cell.lowest ? (
          <span className="leveling-lowest" data-testid="leveling-lowest">
            <span aria-hidden="true">↓</span> Lowest
          </span>
        ) : null}
        {cell.substitute_description !== null ? (
          <span className="leveling-substitute" data-testid="leveling-substitute">
            <span aria-hidden="true">⇄</span> Substitute: {cell.substitute_description}
          </span>
        ) : null}
      </div>
    </td>
  );
}

/** One line: its material, a "None" choice, and each vendor's cell; memoised, 300 rows stay quick. */
const Row = memo(function Row(props: {
  line: LevelingLineRecord;
  vendors: string[];
  chosen: number | undefined;
  disabled: boolean;
  onChoose: (key: string, orderId: number | null) => void;
}) {
  const { line } = props;
  return (
    <tr data-testid="leveling-row">
      <th scope="row" className="leveling-material">
        <div className="leveling-cell__body">
          <span className="leveling-material__name">{line.description}</span>
          <span className="leveling-material__qty">
            {line.quantity} {line.unit_name ?? ''}
          </span>
          <label className="leveling-skip">
            <input
              type="radio"
              name={`line-${line.key}`}
              checked={props.chosen === undefined}
              disabled={props.disabled}
              onChange={() => props.onChoose(line.key, null)}
            />
            Not ordered
          </label>
        </div>
      </th>
      {line.cells.map((cell, i) => (
        <Cell
          key={cell.order_id}
          cell={cell}
          line={line}
          vendor={props.vendors[i]!}
          chosen={props.chosen === cell.order_id}
          disabled={props.disabled}
          onChoose={props.onChoose}
        />
      ))}
    </tr>
  );
});

/** The lowest a line can be: its material cell's name, quantity and "Not ordered", one line each. */
const MIN_LINE_HEIGHT = 56;

/**
 * The comparison (issue 12, decision 0092): lines as rows, vendors as columns with unit and
 * extended cost, the lowest price of a line marked by an icon and "Lowest" (not colour alone),
 * missing and substituted lines said in words; a radio per line chooses its vendor, a button
 * per vendor chooses all it priced. The table scrolls sideways inside its own region on a phone.
 * The lines a window shows are painted first, the others right after (decision 0103).
 */
export function LevelingTable({ leveling, choice, disabled, onChoose, onChooseAll }: TableProps) {
  // One array for every render, so the memoised rows redraw only when their own choice changes.
  const vendors = useMemo(() => leveling.quotes.map(vendorLabel), [leveling.quotes]);
  const drawn = useTwoPassRows(leveling.lines.length, MIN_LINE_HEIGHT);
  const lines = drawn < leveling.lines.length ? leveling.lines.slice(0, drawn) : leveling.lines;
  return (
    <div
      className="leveling-scroll"
      role="region"
      aria-label="Quote comparison"
      aria-busy={lines.length < leveling.lines.length || undefined}
      tabIndex={0}
      data-testid="leveling-table"
    >
      <table
        className="leveling-table"
        style={{ '--leveling-vendors': vendors.length } as CSSProperties}
      >
        <caption className="visually-hidden">
          Quotes of {vendors.join(', ')}, line by line. Choose a vendor for each line.
        </caption>
        {/* Set widths and a fixed layout: 1,800 cells are not measured to size the columns. */}
        <colgroup>
          <col className="leveling-col-material" />
          <col span={vendors.length} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="leveling-material">
              Material
            </th>
            {leveling.quotes.map((quote, i) => (
              <th scope="col" key={quote.id} className="leveling-vendor">
                <span className="leveling-vendor__name">{vendors[i]}</span>
                <OrderBadge state={quote.state} label={quote.badge} />
                <Button
                  size="small"
                  disabled={disabled || !quote.quote_received}
                  onClick={() => onChooseAll(quote.id)}
                >
                  Choose all from {vendors[i]}
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <Row
              key={line.key}
              line={line}
              vendors={vendors}
              chosen={choice[line.key]}
              disabled={disabled}
              onChoose={onChoose}
            />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total with tax</th>
            {leveling.quotes.map((quote) => (
              <td key={quote.id} data-testid="leveling-vendor-total">
                <strong>{usd(quote.totals.total)}</strong>
                <span className="leveling-tax">Tax {usd(quote.totals.tax)}</span>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Quote expires</th>
            {leveling.quotes.map((quote) => (
              <td
                key={quote.id}
                className={quote.quote_expiry_warning ? 'leveling-expiry--warning' : undefined}
                data-testid="leveling-expiry"
              >
                {quote.quote_expires_at
                  ? formatNamedDate(quote.quote_expires_at, 'cell')
                  : 'No expiry given'}
                {quote.quote_expiry_warning ? ' (expires soon)' : null}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
