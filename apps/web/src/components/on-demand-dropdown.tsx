import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';
import type { DropdownProps } from 'antd';
import { onDemand, preload, useOnDemand } from './on-demand';

const dropdown = onDemand(() => import('./antd-dropdown'));

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

type OnDemandDropdownProps = Omit<DropdownProps, 'open' | 'trigger' | 'children'> & {
  /** The button that opens the menu. */
  children: ReactElement<TriggerProps>;
};

/**
 * antd's click Dropdown whose code (Dropdown and Menu, ~10 kB compressed) comes when the menu is
 * first wanted, not with the page: until then the trigger is drawn alone; a hover or focus starts
 * the download, a press opens the menu as soon as it has come (decision 0102). The trigger is drawn
 * anew inside the Dropdown then, so a keyboard user's focus is put back on it.
 */
export function OnDemandDropdown({ children, onOpenChange, ...props }: OnDemandDropdownProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const loaded = useOnDemand(dropdown, wanted);
  const trigger = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (loaded && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [loaded]);
  if (!loaded) {
    return cloneElement(children, {
      ref: trigger,
      onPointerEnter: () => preload(dropdown),
      onFocus: () => preload(dropdown),
      onClick: () => {
        refocus.current = document.activeElement === trigger.current;
        setWanted(true);
        setOpen(true);
      },
    });
  }
  return (
    <loaded.Dropdown
      {...props}
      trigger={['click']}
      open={open}
      onOpenChange={(next, info) => {
        setOpen(next);
        onOpenChange?.(next, info);
      }}
    >
      {cloneElement(children, { ref: trigger })}
    </loaded.Dropdown>
  );
}
