import { Tag } from 'antd';

/** Marks Laydown's own staff in the header. */
export function StaffTag() {
  return (
    <Tag color="orange" variant="filled" style={{ marginInlineEnd: 0 }}>
      Laydown staff
    </Tag>
  );
}
