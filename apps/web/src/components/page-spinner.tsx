/** Fills the space of a page that is still loading its code or its data (plain CSS: no antd). */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <span className="light-spin light-spin--large" aria-hidden="true" />
    </div>
  );
}
