import { Alert, App, Button, Drawer, Form, Space, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DRAWER_WIDTH } from '@laydown/domain';
import { usePageTitle } from './page-title';
import { registeredFields, submitError, SubmitCancelled } from './submit-errors';
import { useUnsavedChanges } from './unsaved-changes';
import { useIsNarrow } from './use-media-query';

export interface DrawerFormProps<T, R> {
  title: string;
  form: FormInstance<T>;
  /** 378 for filters, cost codes and classes; 736 for everything else (spec §9). */
  width?: 'narrow' | 'default';
  submitLabel: string;
  initialValues?: Partial<T>;
  /** Closes the drawer; called only once nothing typed would be lost (or the person chose so). */
  onClose: () => void;
  /** Saves; resolves with what was saved, rejects with the failure (put on the fields it names). */
  onSubmit: (values: T) => Promise<R>;
  /** After a save, before the drawer closes: show or select the saved record. Must not navigate. */
  onSaved?: (saved: R) => void;
  /** The success message of the save (every action answers). */
  successMessage?: string | ((saved: R) => string);
  /** Seconds the success message stays; material saves keep it 10 s (procurement-core §9). */
  successSeconds?: number;
  /** The red alert's text from the failure's message (the spec's texts for some records). */
  errorText?: (message: string, error: unknown) => string;
  /** Request field names that the form calls otherwise (`tax_code_rates` -> `rates`). */
  fieldAliases?: Record<string, string>;
  /** A failure of another action of the drawer (a delete), shown in the same alert. */
  error?: string | null;
  /** The browser tab's title while the drawer is open: the record's name, else the title. */
  documentTitle?: string;
  children: ReactNode;
  testId: string;
  /**
   * Buttons between Cancel and the submit button (Duplicate, Delete). As a function it receives
   * `closeNow`, which closes without asking (after a delete nothing is left to lose).
   */
  extraActions?: ReactNode | ((closeNow: () => void) => ReactNode);
  /** false for a read-only view: the fields are disabled and only Close is shown. */
  canSubmit?: boolean;
}

const snapshot = (form: FormInstance) => JSON.stringify(form.getFieldsValue(true));

/**
 * A drawer holding one form with Cancel and the submit button in its footer. It is the app's
 * create/edit surface: closing it (Cancel, the X, Escape, a click outside, Back) asks first when
 * something typed is unsaved; a save shows its success message, puts the server's field errors on
 * the fields and anything else in the red alert at the top.
 */
export function DrawerForm<T extends object, R = unknown>(props: DrawerFormProps<T, R>) {
  const { form, onSubmit, onSaved, onClose, successMessage, successSeconds, errorText } = props;
  const { fieldAliases } = props;
  const narrow = useIsNarrow();
  const { message } = App.useApp();
  const width = props.width === 'narrow' ? DRAWER_WIDTH.filters : DRAWER_WIDTH.default;
  const editable = props.canSubmit !== false;
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const initial = useRef<string | null>(null);
  usePageTitle(props.documentTitle ?? props.title);

  useEffect(() => {
    initial.current = snapshot(form);
  }, [form]);

  /** Saves the form; true when saved. `close` is false when the guard leaves on its own. */
  const run = useCallback(
    async (values: T, close: boolean): Promise<boolean> => {
      setFailure(null);
      setSubmitting(true);
      try {
        const saved = await onSubmit(values);
        guard.markClean();
        setDirty(false);
        if (successMessage) {
          const text = typeof successMessage === 'string' ? successMessage : successMessage(saved);
          void message.success(text, successSeconds);
        }
        onSaved?.(saved);
        if (close) onClose();
        return true;
      } catch (error) {
        if (!(error instanceof SubmitCancelled)) {
          const alert = submitError(form, error, registeredFields(form), fieldAliases);
          setFailure(alert === null ? null : (errorText?.(alert, error) ?? alert));
        }
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    // guard is declared below and stable; listing it would recreate run on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, onSubmit, onSaved, onClose, successMessage, successSeconds, errorText, fieldAliases],
  );

  const saveForGuard = useCallback(async () => {
    try {
      return await run(await form.validateFields(), false);
    } catch {
      return false;
    }
  }, [form, run]);
  const guard = useUnsavedChanges(dirty && editable, editable ? saveForGuard : undefined);
  const close = () => guard.confirmLeave(onClose);
  const closeNow = () => {
    guard.markClean();
    onClose();
  };
  const extraActions =
    typeof props.extraActions === 'function' ? props.extraActions(closeNow) : props.extraActions;
  const alert = props.error ?? failure;

  return (
    <Drawer
      title={props.title}
      open
      onClose={close}
      // Spec §9: 90% of the window when it is narrower than the drawer.
      size={narrow ? '90%' : width}
      destroyOnHidden
      data-testid={props.testId}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }} wrap>
          <Button onClick={close} data-testid={`${props.testId}-cancel`}>
            {editable ? 'Cancel' : 'Close'}
          </Button>
          {extraActions}
          {editable ? (
            <Button
              type="primary"
              loading={submitting}
              onClick={() => form.submit()}
              data-testid={`${props.testId}-submit`}
            >
              {props.submitLabel}
            </Button>
          ) : null}
        </Space>
      }
    >
      {alert ? (
        <Alert
          type="error"
          showIcon
          title={alert}
          style={{ marginBottom: 16 }}
          role="alert"
          data-testid={`${props.testId}-error`}
        />
      ) : null}
      <Form<T>
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={(values) => void run(values, true)}
        onValuesChange={() =>
          setDirty(initial.current !== null && snapshot(form) !== initial.current)
        }
        disabled={!editable}
        requiredMark
      >
        {props.children}
      </Form>
    </Drawer>
  );
}
