import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';

/** Spec §2 Other, §9: the first 3 tags inline, the rest in a hover tooltip as '+ N'. */
export const TAGS_INLINE = 3;

export function TagList({ tags, empty = null }: { tags: string[]; empty?: ReactNode }) {
  if (tags.length === 0) return <>{empty}</>;
  const shown = tags.slice(0, TAGS_INLINE);
  const rest = tags.slice(TAGS_INLINE);
  return (
    <span className="tag-list" data-testid="tag-list">
      {shown.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
      {rest.length > 0 ? (
        <Tooltip title={rest.join(', ')}>
          <Tag data-testid="tag-list-more">+ {rest.length}</Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}
