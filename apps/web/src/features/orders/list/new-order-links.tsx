import { FileAddOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { LinkButton } from '../../../components/link-button';
import { newOrderPath } from '../form/order-route';

/** The entry points of the order form: a new purchase order and a new request for quote. */
export function NewOrderLinks() {
  return (
    <Space wrap>
      <LinkButton to={newOrderPath('RFQ')} icon={<FileSearchOutlined />} testId="new-quote">
        New Quote
      </LinkButton>
      <LinkButton
        to={newOrderPath('ORDER')}
        type="primary"
        icon={<FileAddOutlined />}
        testId="new-order"
      >
        New Order
      </LinkButton>
    </Space>
  );
}
