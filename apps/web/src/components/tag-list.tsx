import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { LightTag } from './light/light-tag';

/** Tags shown inline before the rest collapse into '+ N' (spec §9: 3). */
export const INLINE_TAGS = 3;

/**
 * The first three tags inline, the rest in a hover tooltip counted as '+ N'. Plain spans drawn as
 * antd's Tag and Space (4 px, wrapping): a list shows them in every row (decision 0072); only
 * the '+ N' of a row with more takes antd's Tooltip.
 */
export function TagList({ tags, empty = null }: { tags: readonly string[]; empty?: ReactNode }) {
  if (tags.length === 0) return <>{empty}</>;
  const inline = tags.slice(0, INLINE_TAGS);
  const rest = tags.slice(INLINE_TAGS);
  return (
    <span className="tag-list" data-testid="tag-list">
      {inline.map((tag) => (
        <LightTag key={tag}>{tag}</LightTag>
      ))}
      {rest.length > 0 ? (
        <Tooltip title={rest.join(', ')}>
          <LightTag testId="tag-list-more" tabIndex={0}>
            + {rest.length}
          </LightTag>
        </Tooltip>
      ) : null}
    </span>
  );
}
