import type { ReactNode } from 'react';
import { Space, Tag, Tooltip } from 'antd';

/** Tags shown inline before the rest collapse into '+ N' (spec §9: 3). */
export const INLINE_TAGS = 3;

/** The first three tags inline, the rest in a hover tooltip counted as '+ N'. */
export function TagList({ tags, empty = null }: { tags: readonly string[]; empty?: ReactNode }) {
  if (tags.length === 0) return <>{empty}</>;
  const inline = tags.slice(0, INLINE_TAGS);
  const rest = tags.slice(INLINE_TAGS);
  return (
    <Space size={4} wrap data-testid="tag-list">
      {inline.map((tag) => (
        <Tag key={tag} style={{ marginInlineEnd: 0 }}>
          {tag}
        </Tag>
      ))}
      {rest.length > 0 ? (
        <Tooltip title={rest.join(', ')}>
          <Tag style={{ marginInlineEnd: 0 }} data-testid="tag-list-more" tabIndex={0}>
            + {rest.length}
          </Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}
