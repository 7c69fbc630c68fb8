import { useEffect, useReducer } from 'react';

/** A module fetched the first time it is wanted and kept once it has come (decision 0102). */
export interface OnDemand<T> {
  /** Starts the download (again after a failure); resolves with the module. */
  load: () => Promise<T>;
  /** The module if it has come, else undefined. */
  loaded: () => T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () => {
    pending ??= importer().then((module) => (value = module));
    // A failed download (offline) is tried again the next time it is wanted.
    pending.catch(() => (pending = undefined));
    return pending;
  };
  return { load, loaded: () => value };
}

/** Starts a download without waiting for it (a hover or focus that announces a press). */
export function preload<T>(module: OnDemand<T>): void {
  void module.load().catch(() => undefined);
}

/**
 * The module once `wanted` (and it has come), else undefined: the caller draws what it can
 * without it meanwhile. Rendered with the module at once when it came earlier.
 */
export function useOnDemand<T>(module: OnDemand<T>, wanted: boolean): T | undefined {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const value = module.loaded();
  useEffect(() => {
    if (!wanted || value !== undefined) return;
    let current = true;
    module.load().then(
      () => current && arrived(),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [module, wanted, value]);
  return wanted ? value : undefined;
}
