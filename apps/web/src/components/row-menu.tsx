import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusNextAfter } from './focus-order';

export interface RowMenuItem {
  key: string;
  label: string;
  /** Drawn in red, as antd's danger items (Delete). */
  danger?: boolean;
}

interface RowMenuProps {
  /** The button's accessible name, e.g. 'Actions for Copper pipe'. */
  label: string;
  items: RowMenuItem[];
  onSelect: (key: string) => void;
  testId?: string;
}

/** Ant Design's 'more' outline (three dots), inline: the icon package costs a component per row. */
function MoreIcon() {
  return (
    <svg
      viewBox="64 64 896 896"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M456 231a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0z" />
    </svg>
  );
}

/**
 * A row's actions: a plain button (antd's text button look) that opens a small menu when used
 * (decision 0072). Nothing but the button is drawn until then: antd's Dropdown mounted a trigger
 * with its hooks and styles in every row of a list.
 *
 * The WAI-ARIA menu button: Enter, Space, a click or Arrow Down open the menu on its first item,
 * Arrow Up on its last; in the menu the arrows, Home and End move, Enter or Space chooses, Escape
 * closes it and gives the focus back to the button, Tab closes it and moves on. A click outside
 * closes it. The menu is portalled to the page's end, fixed below the button (above it when there
 * is no room), so the table's scrolling panel does not clip it.
 */
export function RowMenu({ label, items, onSelect, testId }: RowMenuProps) {
  // null: closed; otherwise the item that takes the focus when the menu opens.
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = openAt !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="row-menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-testid={testId}
        onClick={() => setOpenAt(open ? null : 'first')}
        onKeyDown={onKeyDown}
      >
        <MoreIcon />
      </button>
      {open ? (
        <RowMenuPopup
          id={`${id}-menu`}
          labelledBy={`${id}-button`}
          anchor={button}
          items={items}
          focusAt={openAt}
          onClose={() => setOpenAt(null)}
          onSelect={onSelect}
        />
      ) : null}
    </>
  );
}

interface PopupProps {
  id: string;
  labelledBy: string;
  anchor: RefObject<HTMLButtonElement | null>;
  items: RowMenuItem[];
  focusAt: 'first' | 'last';
  onClose: () => void;
  onSelect: (key: string) => void;
}

/** Room kept between the menu and the window's edges, and between the button and the menu. */
const EDGE = 8;
const GAP = 4;

function RowMenuPopup({ id, labelledBy, anchor, items, focusAt, onClose, onSelect }: PopupProps) {
  const menu = useRef<HTMLUListElement>(null);

  // Placed before it is painted: below the button, left-aligned, kept inside the window.
  useLayoutEffect(() => {
    const place = () => {
      const el = menu.current;
      const target = anchor.current;
      if (!el || !target) return;
      const at = target.getBoundingClientRect();
      const { offsetWidth: width, offsetHeight: height } = el;
      let left = at.left;
      if (left + width > window.innerWidth - EDGE) left = Math.max(EDGE, at.right - width);
      let top = at.bottom + GAP;
      if (top + height > window.innerHeight - EDGE && at.top - GAP - height >= EDGE) {
        top = at.top - GAP - height;
      }
      el.style.left = `${left}px`;
      el.style.top = `${top}px`;
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor]);

  useEffect(() => {
    const entries = menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    entries?.[focusAt === 'first' ? 0 : entries.length - 1]?.focus();
  }, [focusAt]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [anchor, onClose]);

  const choose = (key: string) => {
    onClose();
    // The focus goes back to the button first, so a dialog the action opens returns it there.
    anchor.current?.focus();
    onSelect(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => entries[(to + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(entries.length - 1);
        break;
      case 'Escape':
        onClose();
        anchor.current?.focus();
        break;
      case 'Tab': {
        onClose();
        const button = anchor.current;
        if (!button) return;
        if (event.shiftKey || !focusNextAfter(button, menu.current)) button.focus();
        break;
      }
      case 'Enter':
      case ' ': {
        const key = entries[index]?.dataset.key;
        if (key !== undefined) choose(key);
        break;
      }
      default:
        return;
    }
    // The menu's keys are its own: a drawer around the list keeps its Escape, the page its scroll.
    event.preventDefault();
    event.stopPropagation();
  };

  return createPortal(
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className="row-menu"
      onKeyDown={onKeyDown}
      // React sends a portal's events through the row: a choice here is not a click on the row.
      onClick={(event) => event.stopPropagation()}
    >
      {items.map((item) => (
        <li
          key={item.key}
          role="menuitem"
          tabIndex={-1}
          data-key={item.key}
          className={item.danger ? 'row-menu__item row-menu__item--danger' : 'row-menu__item'}
          onClick={() => choose(item.key)}
        >
          {item.label}
        </li>
      ))}
    </ul>,
    document.body,
  );
}
