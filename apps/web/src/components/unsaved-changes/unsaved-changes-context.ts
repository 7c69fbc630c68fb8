import { createContext } from 'react';

/** Something a person is editing: a drawer's form, a page's draft. */
export interface DirtySource {
  dirty: boolean;
  /** Saves it; resolves true when saved, false when the save failed (the errors are on screen). */
  save?: () => Promise<boolean>;
}

export interface LeavePrompt {
  canSave: boolean;
  save: () => Promise<boolean>;
  leave: () => void;
  stay: () => void;
}

export interface UnsavedChangesRegistry {
  update: (id: symbol, source: DirtySource) => void;
  remove: (id: symbol) => void;
  /** Asks the person (Cancel / Leave / Save and Leave) before `leave` runs. */
  ask: (prompt: LeavePrompt) => void;
}

export const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);
