import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface ListPageProps {
  title: string;
  total: number | undefined;
  /** false when the total is a lower bound (a capped count): shown as '1000+'. */
  totalExact?: boolean;
  /** The create button; omitted for users who may not create. */
  createLabel?: string;
  onCreate?: () => void;
  /** Other ways to create, links rather than a drawer (New Order, New Quote). */
  actions?: ReactNode;
  testId: string;
  /** Test id of the create button; `${testId}-new` when omitted. */
  createTestId?: string;
  toolbar: ReactNode;
  children: ReactNode;
}

/** The frame of every reference-data list: title with count, create button, toolbar, list. */
export function ListPage(props: ListPageProps) {
  return (
    <div data-testid={props.testId}>
      <PageHeader
        title={props.title}
        subtitle={
          <Typography.Text type="secondary">
            {props.total === undefined
              ? '\u00a0'
              : `${props.total}${props.totalExact === false ? '+' : ''} in total`}
          </Typography.Text>
        }
        actions={
          props.actions ??
          (props.onCreate && props.createLabel ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={props.onCreate}
              data-testid={props.createTestId ?? `${props.testId}-new`}
            >
              {props.createLabel}
            </Button>
          ) : null)
        }
      />
      {/* A plain panel rather than antd's Card, which brings Tabs and its menus (decision 0080). */}
      <section className="list-card" aria-label={props.title}>
        <div className="list-toolbar">{props.toolbar}</div>
        {props.children}
      </section>
    </div>
  );
}
