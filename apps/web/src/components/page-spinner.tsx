import { Spin } from 'antd';

/** Fills the space of a page that is still loading its code or its data. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <Spin size="large" />
    </div>
  );
}
