/**
 * One value per key, made once and shared, for at most `max` keys (the oldest made goes first).
 * For values many cached sessions have in common (a role's permissions and what is derived from
 * them), so each session does not hold its own copy. Shared values must never be changed.
 */
export function boundedMemo<V>(max: number): (key: string, make: () => V) => V {
  const values = new Map<string, V>();
  return (key, make) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make();
      values.set(key, value);
      if (values.size > max) values.delete(values.keys().next().value as string);
    }
    return value;
  };
}
