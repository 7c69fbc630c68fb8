const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(', ');

/**
 * Moves focus to the element the Tab key reaches after `anchor` in document order, skipping
 * everything inside `skip` (a panel portalled elsewhere in the page). Answers whether it moved.
 */
export function focusNextAfter(anchor: HTMLElement, skip: HTMLElement | null): boolean {
  const candidates = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !anchor.contains(el) && !skip?.contains(el),
  );
  const next = candidates.find(
    (el) => anchor.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  next?.focus();
  return next !== undefined;
}
