import { Input } from 'antd';
import { useEffect, useState } from 'react';

interface ListSearchProps {
  value: string;
  onSearch: (value: string) => void;
  testId: string;
}

/** The lists' search box: Enter or the icon searches, the clear button resets (spec §2). */
export function ListSearch({ value, onSearch, testId }: ListSearchProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      placeholder="Search here..."
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
