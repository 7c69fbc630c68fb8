import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

interface ListSearchProps {
  value: string;
  onSearch: (value: string) => void;
  testId: string;
  /** Search while typing, this long after the last key, once `minLength` characters are typed. */
  debounceMs?: number;
  minLength?: number;
  placeholder?: string;
}

/** The lists' search box: Enter or the icon searches, the clear button resets (spec §2). */
export function ListSearch({
  value,
  onSearch,
  testId,
  debounceMs,
  minLength = 0,
  placeholder = 'Search here...',
}: ListSearchProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  // The latest callback, so a re-render while typing does not restart the debounce.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    const next = text.trim();
    if (debounceMs === undefined || next === value || (next !== '' && next.length < minLength)) {
      return;
    }
    const timer = setTimeout(() => search.current(next), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, debounceMs, minLength]);
  return (
    <Input.Search
      placeholder={placeholder}
      allowClear
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === '') onSearch('');
      }}
      onSearch={(next) => onSearch(next.trim())}
      style={{ maxWidth: 320 }}
      data-testid={testId}
    />
  );
}
