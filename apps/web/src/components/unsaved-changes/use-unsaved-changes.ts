import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UnsavedChangesContext } from './unsaved-changes-context';

export interface UnsavedChanges {
  /** Runs `leave` at once when nothing is unsaved, else after the person chose Leave or saved. */
  confirmLeave: (leave: () => void) => void;
  /** After a save (or a deliberate discard), so the next navigation does not ask. */
  markClean: () => void;
}

/**
 * Registers what a drawer, form or page holds with the app's one guard (UnsavedChangesProvider).
 * `dirty` says whether there is something unsaved; `save` resolves true once it is saved (false
 * when the save failed and its errors are on screen), and enables the prompt's Save and Leave.
 */
export function useUnsavedChanges(dirty: boolean, save?: () => Promise<boolean>): UnsavedChanges {
  const registry = useContext(UnsavedChangesContext);
  const [id] = useState(() => Symbol('unsaved-changes'));
  const latest = useRef({ dirty, save });

  useEffect(() => {
    latest.current = { dirty, save };
    registry?.update(id, { dirty, save });
  }, [registry, id, dirty, save]);
  useEffect(() => () => registry?.remove(id), [registry, id]);

  const markClean = useCallback(() => registry?.update(id, { dirty: false }), [registry, id]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      const current = latest.current;
      if (!registry || !current.dirty) return leave();
      const save = current.save;
      registry.ask({
        canSave: save !== undefined,
        save: async () => {
          const saved = (await save?.()) ?? false;
          if (saved) {
            markClean();
            leave();
          }
          return saved;
        },
        leave: () => {
          markClean();
          leave();
        },
        stay: () => undefined,
      });
    },
    [registry, markClean],
  );

  return { confirmLeave, markClean };
}
