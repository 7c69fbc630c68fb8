import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, Modal, Popconfirm, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveChannels, type VendorOrderRecord } from '@laydown/contracts';
import { errorMessage } from '../../api/api-error';
import {
  answerVendorCancellation,
  attachVendorQuote,
  confirmVendorOrder,
  reportQuoteIssue,
  requestVendorCancellation,
  requestVendorOrderPdf,
  shipVendorOrder,
  submitVendorQuote,
  vendorOrderKeys,
} from '../../api/vendor-orders';
import { useCurrentUser } from '../../shell/current-user';
import { BackgroundPdfButton } from '../../components/background-pdf-button';

type Dialog = 'quote' | 'cancel' | 'ship' | 'issue' | null;
const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/**
 * The vendor's actions on a document (issue 12): Submit Quote (expiry date, quote file), Confirm,
 * Request cancellation (reason), Mark shipped (carrier, tracking number, ETA), Report issue.
 * Each shows only when the document's abilities allow it; each answers with a message.
 */
export function VendorOrderActions({ order }: { order: VendorOrderRecord }) {
  const { message } = App.useApp();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm();
  const done = (text: string) => (next: VendorOrderRecord | void) => {
    if (next) queryClient.setQueryData(vendorOrderKeys.one(order.id), next);
    void queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all });
    void message.success(text);
    setDialog(null);
    form.resetFields();
  };
  const failed = (error: unknown) => void message.error(errorMessage(error));
  const run = useMutation({
    mutationFn: async (task: () => Promise<VendorOrderRecord | void>) => task(),
    onError: failed,
  });
  const open = (next: Dialog) => () => {
    form.resetFields();
    setDialog(next);
  };
  const submit = async () => {
    const values = await form.validateFields();
    if (dialog === 'quote') {
      const file = values.quote_file?.[0]?.originFileObj as File | undefined;
      run.mutate(
        async () => {
          if (file) await attachVendorQuote(order.id, file);
          return submitVendorQuote(order.id, {
            order: { quote_expires_at: day(values.quote_expires_at) },
          });
        },
        { onSuccess: done('Quote submitted') },
      );
    } else if (dialog === 'cancel') {
      run.mutate(
        () =>
          requestVendorCancellation(order.id, {
            order: { cancellation_reason: values.cancellation_reason },
          }),
        { onSuccess: done('Cancellation sent') },
      );
    } else if (dialog === 'ship') {
      run.mutate(
        () =>
          shipVendorOrder(order.id, {
            delivery: {
              carrier: values.carrier,
              tracking_number: values.tracking_number || null,
              estimated_delivered_at: day(values.estimated_delivered_at),
            },
          }),
        { onSuccess: done('Marked shipped') },
      );
    } else if (dialog === 'issue') {
      run.mutate(
        async () => {
          await reportQuoteIssue({ issue: values.issue, order_id: order.id });
        },
        { onSuccess: done('Issue reported') },
      );
    }
  };
  const can = order.abilities;
  const titles: Record<Exclude<Dialog, null>, string> = {
    quote: 'Submit Quote',
    cancel: 'Request cancellation',
    ship: 'Mark shipped',
    issue: 'Report issue',
  };
  return (
    <div className="vendor-actions" data-testid="vendor-actions">
      <BackgroundPdfButton
        orderId={order.id}
        channel={liveChannels.vendorUser(user.id)}
        request={requestVendorOrderPdf}
      />
      {can.can_submit_quote ? (
        <Button type="primary" onClick={open('quote')} data-testid="vendor-submit-quote">
          Submit Quote
        </Button>
      ) : null}
      {can.can_confirm ? (
        <Popconfirm
          title="Confirm this order?"
          okText="Confirm"
          onConfirm={() =>
            run.mutate(() => confirmVendorOrder(order.id), {
              onSuccess: done('Order confirmed'),
            })
          }
        >
          <Button type="primary" data-testid="vendor-confirm">
            Confirm
          </Button>
        </Popconfirm>
      ) : null}
      {can.can_answer_cancellation ? (
        <>
          <Popconfirm
            title="Accept the cancellation of this order?"
            okText="Accept"
            onConfirm={() =>
              run.mutate(() => answerVendorCancellation(order.id, true), {
                onSuccess: done('Cancellation accepted'),
              })
            }
          >
            <Button danger data-testid="vendor-accept-cancellation">
              Accept cancellation
            </Button>
          </Popconfirm>
          <Button
            onClick={() =>
              run.mutate(() => answerVendorCancellation(order.id, false), {
                onSuccess: done('Cancellation rejected'),
              })
            }
            data-testid="vendor-reject-cancellation"
          >
            Reject cancellation
          </Button>
        </>
      ) : null}
      {can.can_ship ? (
        <Button onClick={open('ship')} data-testid="vendor-ship">
          Mark shipped
        </Button>
      ) : null}
      {can.can_request_cancellation ? (
        <Button danger onClick={open('cancel')} data-testid="vendor-cancel">
          Request cancellation
        </Button>
      ) : null}
      <Button onClick={open('issue')} data-testid="vendor-report-issue">
        Report issue
      </Button>
      <Modal
        open={dialog !== null}
        title={dialog ? titles[dialog] : ''}
        okText={dialog ? titles[dialog] : 'OK'}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={run.isPending}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {dialog === 'quote' ? (
            <>
              <Form.Item name="quote_expires_at" label="Quote expiry date">
                <DatePicker format="MM/DD/YYYY" style={{ width: 180 }} />
              </Form.Item>
              <Form.Item
                name="quote_file"
                label="Quote file"
                valuePropName="fileList"
                getValueFromEvent={(event: { fileList: unknown[] }) => event.fileList}
              >
                <Upload beforeUpload={() => false} maxCount={1}>
                  <Button icon={<UploadOutlined />}>Add attachment</Button>
                </Upload>
              </Form.Item>
            </>
          ) : null}
          {dialog === 'cancel' ? (
            <Form.Item
              name="cancellation_reason"
              label="Reason"
              rules={[{ required: true, whitespace: true, message: 'Please give a reason.' }]}
            >
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
          ) : null}
          {dialog === 'ship' ? (
            <>
              <Form.Item
                name="carrier"
                label="Carrier"
                rules={[{ required: true, whitespace: true, message: 'Please name the carrier.' }]}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="tracking_number" label="Tracking number">
                <Input maxLength={120} />
              </Form.Item>
              <Form.Item name="estimated_delivered_at" label="ETA">
                <DatePicker format="MM/DD/YYYY" style={{ width: 180 }} />
              </Form.Item>
            </>
          ) : null}
          {dialog === 'issue' ? (
            <Form.Item
              name="issue"
              label="Issue"
              rules={[{ required: true, whitespace: true, message: 'Please describe the issue.' }]}
            >
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </div>
  );
}
