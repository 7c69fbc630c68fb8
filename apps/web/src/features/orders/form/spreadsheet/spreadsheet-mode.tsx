import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { Button, Spin } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import type { MoneyContext } from '../draft-totals';
import type { DeliveryDraft } from '../order-draft';
import type { LineColumns } from '../order-line-row';
import type { OrderReferences } from '../use-order-references';
import type { LineToShow } from '../save-error-lines';

export interface SpreadsheetGridProps {
  delivery: DeliveryDraft;
  index: number;
  columns: LineColumns;
  references: Pick<OrderReferences, 'units' | 'costCodes' | 'taxCodes'>;
  money: MoneyContext;
  readOnly: boolean;
  onChange: (delivery: DeliveryDraft) => void;
  /** A line of this delivery to make the active row ("Go to line"), then `onLineShown`. */
  lineToShow?: LineToShow | null;
  onLineShown?: () => void;
}

/** Whoever works in Spreadsheet Mode finds the next order in it too (this browser). */
const MODE_KEY = 'laydown.order-form.spreadsheet-mode';

function storedMode(): boolean {
  try {
    return window.localStorage.getItem(MODE_KEY) === '1';
  } catch {
    return false;
  }
}

export function useSpreadsheetMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(storedMode);
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      if (next) window.localStorage.setItem(MODE_KEY, '1');
      else window.localStorage.removeItem(MODE_KEY);
    } catch {
      // Private browsing without storage: the mode lasts for this page.
    }
  }, []);
  return [on, change];
}

// Inline: the grid's stylesheet comes with the grid, after the first use of the mode.
const BAR = { display: 'flex', justifyContent: 'flex-end', marginTop: 12 } as const;

/** §2 "Spreadsheet Mode toggle (labelled Spreadsheet Mode or Exit Spreadsheet Mode)". */
export const SpreadsheetToggle = memo(function SpreadsheetToggle({
  on,
  onToggle,
}: {
  on: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <div style={BAR}>
      <Button
        icon={<TableOutlined />}
        onClick={() => onToggle(!on)}
        data-testid="spreadsheet-toggle"
      >
        {on ? 'Exit Spreadsheet Mode' : 'Spreadsheet Mode'}
      </Button>
    </div>
  );
});

// The grid and its virtualiser load with the first use of the mode, not with every order; for
// whoever works in the mode, as soon as the form's code does (while the order is still on its way).
const loadGrid = () => import('./spreadsheet-grid');
if (storedMode()) void loadGrid();
const SpreadsheetGrid = lazy(loadGrid);

export function SpreadsheetMaterials(props: SpreadsheetGridProps) {
  return (
    <Suspense fallback={<Spin />}>
      <SpreadsheetGrid {...props} />
    </Suspense>
  );
}
