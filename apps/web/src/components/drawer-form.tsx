import { Alert, Button, Drawer, Form, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from '@laydown/domain';
import { useIsNarrow } from './use-media-query';

interface DrawerFormProps<T> {
  open: boolean;
  title: string;
  form: FormInstance<T>;
  /** 378 for filters, cost codes and classes; 736 for everything else (spec §9). */
  width?: 'narrow' | 'default';
  submitLabel: string;
  submitting: boolean;
  /** A failure that belongs to no field, shown in a red alert at the top. */
  error?: string | null;
  initialValues?: Partial<T>;
  onClose: () => void;
  onSubmit: (values: T) => void;
  children: ReactNode;
  testId: string;
  /** Buttons between Cancel and the submit button (e.g. Duplicate). */
  extraActions?: ReactNode;
  /** false for a read-only view: only Cancel is shown. */
  canSubmit?: boolean;
}

/** A drawer holding one form, with Cancel and the submit button in its footer. */
export function DrawerForm<T extends object>(props: DrawerFormProps<T>) {
  const narrow = useIsNarrow();
  const width = props.width === 'narrow' ? DRAWER_WIDTH.filters : DRAWER_WIDTH.default;
  return (
    <Drawer
      title={props.title}
      open={props.open}
      onClose={props.onClose}
      // Spec §9: 90% of the window when it is narrower than the drawer.
      size={narrow ? '90%' : width}
      destroyOnHidden
      data-testid={props.testId}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={props.onClose}>Cancel</Button>
          {props.extraActions}
          {props.canSubmit === false ? null : (
            <Button
              type="primary"
              loading={props.submitting}
              onClick={() => props.form.submit()}
              data-testid={`${props.testId}-submit`}
            >
              {props.submitLabel}
            </Button>
          )}
        </Space>
      }
    >
      {props.error ? (
        <Alert
          type="error"
          showIcon
          title={props.error}
          style={{ marginBottom: 16 }}
          data-testid={`${props.testId}-error`}
        />
      ) : null}
      <Form<T>
        form={props.form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={props.onSubmit}
        requiredMark
      >
        {props.children}
      </Form>
    </Drawer>
  );
}
