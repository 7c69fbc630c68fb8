import { Link } from 'react-router';
import type { StateCounts } from '@laydown/contracts';
import { STATE_LOOK } from '../orders/list/order-state-look';
import { DASHBOARD_LABELS, DASHBOARD_STATES, orderListHref } from './dashboard-links';

interface StateCountChartProps {
  counts: StateCounts;
  projectId?: number;
}

/**
 * Order counts per state as a horizontal bar chart in plain SVG (decision 0054: the chart
 * libraries cost 53–116 kB gzipped for six bars). Each row is a link to the order list filtered
 * by its state (and project); the bars are drawing only, the link's text says the number.
 */
export function StateCountChart({ counts, projectId }: StateCountChartProps) {
  const most = Math.max(1, ...DASHBOARD_STATES.map((state) => counts[state]));
  return (
    <ul className="state-chart" data-testid="dashboard-chart">
      {DASHBOARD_STATES.map((state) => {
        const count = counts[state];
        const look = STATE_LOOK[state];
        return (
          <li key={state} className="state-chart__row">
            <Link
              to={orderListHref(state, projectId)}
              className="state-chart__link"
              data-testid={`dashboard-count-${state}`}
            >
              <span className="state-chart__label">{DASHBOARD_LABELS[state]}</span>
              <svg
                className="state-chart__bar"
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                <rect width="100" height="10" rx="1" fill={look.tint} />
                <rect width={(count / most) * 100} height="10" rx="1" fill={look.text} />
              </svg>
              <span className="state-chart__count">
                {count}
                <span className="visually-hidden"> orders</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
