import { Popover } from 'antd';
import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import { focusNextAfter } from '../../components/focus-order';
import { onDemand, preload, useOnDemand } from '../../components/on-demand';

const pricePanel = onDemand(() => import('./material-price-panel'));

interface Props {
  material: CompanyMaterialRecord;
  onMoreInfo: (material: CompanyMaterialRecord) => void;
  children: ReactNode;
}

const inside = (element: HTMLElement | null, target: EventTarget | null) =>
  target instanceof Node && (element?.contains(target) ?? false);

/**
 * §2 material hover panel: last, average and lowest order price and 'More Info' (the Price History
 * drawer). Shown for materials with order lines, to users with can_use_historical_cost (§6).
 *
 * Keyboard (decision 0025): focus on the link opens the panel, Tab moves into it (it is portalled to
 * the end of the page), Enter on More Info opens the drawer, Shift+Tab goes back to the link, Tab
 * continues after the link, Escape closes it and focuses the link. Focus moving between the link
 * and the panel (by keyboard or a press on the panel) keeps it open.
 */
export function MaterialPriceHover({ material, onMoreInfo, children }: Props) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const moreInfo = useRef<HTMLButtonElement>(null);
  const pressingPanel = useRef(false);
  const loaded = useOnDemand(pricePanel, open);

  const closeUnlessWithin = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (pressingPanel.current || inside(anchor.current, next) || inside(panel.current, next))
      return;
    setOpen(false);
  };

  const onAnchorKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
    if (event.key === 'Tab' && !event.shiftKey && open && moreInfo.current) {
      event.preventDefault();
      moreInfo.current.focus();
    }
  };

  const backToAnchor = () => anchor.current?.querySelector<HTMLElement>('a, button')?.focus();

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      backToAnchor();
      setOpen(false);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      if (event.shiftKey) backToAnchor();
      else {
        setOpen(false);
        if (anchor.current) focusNextAfter(anchor.current, panel.current);
      }
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="hover"
      mouseEnterDelay={0.3}
      title="Order prices"
      content={
        open ? (
          <div
            ref={panel}
            onKeyDown={onPanelKeyDown}
            onBlur={closeUnlessWithin}
            onMouseDown={() => (pressingPanel.current = true)}
            onMouseUp={() => (pressingPanel.current = false)}
          >
            {loaded ? (
              <loaded.MaterialPricePanel
                material={material}
                moreInfoRef={moreInfo}
                onMoreInfo={(m) => {
                  setOpen(false);
                  onMoreInfo(m);
                }}
              />
            ) : (
              <span className="light-spin" role="status" aria-label="Loading" />
            )}
          </div>
        ) : null
      }
    >
      <span
        ref={anchor}
        onPointerEnter={() => preload(pricePanel)}
        onFocus={() => setOpen(true)}
        onBlur={closeUnlessWithin}
        onKeyDown={onAnchorKeyDown}
      >
        {children}
      </span>
    </Popover>
  );
}
