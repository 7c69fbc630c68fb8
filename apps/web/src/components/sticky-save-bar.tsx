import { memo } from 'react';
import { Button, Space, Typography } from 'antd';

interface StickySaveBarProps {
  /** Shown only while something is unsaved. */
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  testId: string;
}

/**
 * The save bar of a long form: it stays at the bottom of the window while there are unsaved
 * changes, so Save is never 3,000 px away from the change just made.
 */
export const StickySaveBar = memo(function StickySaveBar({
  dirty,
  saving,
  onSave,
  onDiscard,
  testId,
}: StickySaveBarProps) {
  if (!dirty) return null;
  return (
    <div
      className="sticky-save-bar"
      role="region"
      aria-label="Unsaved changes"
      data-testid={testId}
    >
      <Typography.Text strong>You have unsaved changes</Typography.Text>
      <Space wrap>
        <Button onClick={onDiscard} disabled={saving}>
          Discard changes
        </Button>
        <Button type="primary" loading={saving} onClick={onSave} data-testid={`${testId}-save`}>
          Save
        </Button>
      </Space>
    </div>
  );
});
