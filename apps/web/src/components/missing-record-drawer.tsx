import { Button, Drawer, Result } from 'antd';
import { DRAWER_WIDTH } from '@laydown/domain';
import { useIsNarrow } from './use-media-query';

/** A record URL whose record does not exist (or belongs to another company). */
export function MissingRecordDrawer({ onClose }: { onClose: () => void }) {
  const narrow = useIsNarrow();
  return (
    <Drawer
      open
      title="Not found"
      onClose={onClose}
      size={narrow ? '90%' : DRAWER_WIDTH.default}
      data-testid="missing-record-drawer"
    >
      <Result
        status="404"
        title="This record does not exist"
        subTitle="It may have been deleted, or the link is wrong."
        extra={<Button onClick={onClose}>Close</Button>}
      />
    </Drawer>
  );
}
