import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Drawer, Form, Space, type FormInstance } from 'antd';
import { DRAWER_WIDTH } from '@laydown/domain';
import { errorMessage, isApiError } from '../api/api-error';
import { applyFieldErrors } from './field-errors';
import { useIsNarrow } from './use-media-query';

interface DrawerFormProps<V> {
  title: string;
  open: boolean;
  onClose: () => void;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  fieldNames: string[];
  onSubmit: (values: V) => void;
  testId: string;
  children: ReactNode;
}

/** A form in the spec's default drawer (736 px, 90% on narrow windows); server field errors land on fields. */
export function DrawerForm<V extends object>(props: DrawerFormProps<V>) {
  const narrow = useIsNarrow();
  const { error, form, fieldNames } = props;
  // Server field errors go onto their fields; what matches no field shows above the form.
  const [unmatched, setUnmatched] = useState<string[]>([]);
  useEffect(() => {
    if (isApiError(error) && error.fields) {
      setUnmatched(
        applyFieldErrors(
          form,
          error.fields,
          fieldNames.map((name) => [name]),
        ),
      );
    } else {
      setUnmatched([]);
    }
  }, [error, form, fieldNames]);
  const hasFields = isApiError(error) && Boolean(error.fields);
  const showError = Boolean(error) && (!hasFields || unmatched.length > 0);
  return (
    <Drawer
      title={props.title}
      open={props.open}
      onClose={props.onClose}
      size={narrow ? '90%' : DRAWER_WIDTH.default}
      destroyOnHidden
      data-testid={props.testId}
      extra={
        <Space>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            type="primary"
            loading={props.submitting}
            onClick={() => props.form.submit()}
            data-testid={`${props.testId}-submit`}
          >
            {props.submitLabel}
          </Button>
        </Space>
      }
    >
      <Form<V>
        form={props.form}
        layout="vertical"
        requiredMark={false}
        initialValues={props.initialValues}
        onFinish={props.onSubmit}
        style={{ maxWidth: 480 }}
      >
        {showError ? (
          <Alert
            type="error"
            showIcon
            title={unmatched[0] ?? errorMessage(error)}
            style={{ marginBottom: 16 }}
            role="alert"
          />
        ) : null}
        {props.children}
      </Form>
    </Drawer>
  );
}
