import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import {
  UnsavedChangesContext,
  type DirtySource,
  type LeavePrompt,
  type UnsavedChangesRegistry,
} from './unsaved-changes-context';
import { UnsavedChangesModal } from './unsaved-changes-modal';

/**
 * The one dirty-state guard of the signed-in app. Drawers, forms and pages register what they
 * hold (useUnsavedChanges); while any of it is unsaved, leaving asks first: in-app navigation and
 * the browser's Back through the router's blocker, a reload or a closed tab through the browser's
 * own beforeunload prompt. Sources live in a ref so the blocker reads them at the moment of
 * navigation, after a save or a Leave has marked them clean.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const sources = useRef(new Map<symbol, DirtySource>());
  const [prompt, setPrompt] = useState<LeavePrompt | null>(null);
  const [saving, setSaving] = useState(false);

  const dirtySources = useCallback(
    () => [...sources.current.values()].filter((source) => source.dirty),
    [],
  );

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtySources().length > 0 &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dirty = dirtySources();
    const markClean = () => dirty.forEach((source) => (source.dirty = false));
    setPrompt({
      canSave: dirty.every((source) => source.save !== undefined),
      save: async () => {
        for (const source of dirty) {
          if (!(await source.save?.())) {
            blocker.reset();
            return false;
          }
        }
        markClean();
        blocker.proceed();
        return true;
      },
      leave: () => {
        markClean();
        blocker.proceed();
      },
      stay: () => blocker.reset(),
    });
  }, [blocker, dirtySources]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtySources().length === 0) return;
      // The browser shows its own "Leave site?" prompt; the text cannot be chosen.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirtySources]);

  const registry = useMemo<UnsavedChangesRegistry>(
    () => ({
      update: (id, source) => sources.current.set(id, source),
      remove: (id) => sources.current.delete(id),
      ask: setPrompt,
    }),
    [],
  );

  const close = () => setPrompt(null);
  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      <UnsavedChangesModal
        open={prompt !== null}
        canSave={prompt?.canSave ?? false}
        saving={saving}
        onCancel={() => {
          prompt?.stay();
          close();
        }}
        onLeave={() => {
          close();
          prompt?.leave();
        }}
        onSaveAndLeave={() => {
          if (!prompt) return;
          setSaving(true);
          void prompt.save().finally(() => {
            setSaving(false);
            close();
          });
        }}
      />
    </UnsavedChangesContext.Provider>
  );
}
