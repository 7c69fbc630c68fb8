import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import type { CreateCompanyRequest } from '@laydown/contracts';
import {
  COMPANY_TYPES,
  MESSAGES,
  PLAN_TIERS,
  type CompanyType,
  type PlanTier,
} from '@laydown/domain';
import { errorMessage, isApiError } from '../../api/api-error';
import { applyFieldErrors } from '../../components/field-errors';
import {
  confirmPasswordRules,
  emailRules,
  newPasswordRules,
  normalizeEmailInput,
} from '../../components/form-rules';
import { COMPANY_TYPE_LABELS, PLAN_TIER_LABELS } from './company-labels';

interface CompanyFormValues {
  company: { name: string; plan_tier: PlanTier; company_type: CompanyType };
  admin: { first_name: string; last_name: string; email: string; password: string };
  password_confirmation: string;
}

/** Field paths as the API names them, so `error.fields` lands on the right input. */
const FIELDS: string[][] = [
  ['company', 'name'],
  ['company', 'plan_tier'],
  ['company', 'company_type'],
  ['admin', 'first_name'],
  ['admin', 'last_name'],
  ['admin', 'email'],
  ['admin', 'password'],
];

const PASSWORD_HINT =
  'At least 8 characters, with an uppercase and a lowercase letter, a digit and a special character.';

interface CompanyFormProps {
  /** Rejects with an ApiError on failure; the form keeps every value typed. */
  onSubmit: (request: CreateCompanyRequest) => Promise<unknown>;
  submitLabel: string;
  /** Told once something is typed, for the unsaved-changes guard of the drawer around it. */
  onEdited?: () => void;
}

/** A company and its first administrator: the first-run setup and support's "New company". */
export function CompanyForm({ onSubmit, submitLabel, onEdited }: CompanyFormProps) {
  const [form] = Form.useForm<CompanyFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  const submit = async (values: CompanyFormValues) => {
    setSubmitting(true);
    setFailure([]);
    try {
      await onSubmit({ company: values.company, admin: values.admin });
    } catch (error) {
      const unmatched = isApiError(error) ? applyFieldErrors(form, error.fields, FIELDS) : [];
      // The general message says why; field messages without a field are listed under it.
      setFailure([errorMessage(error), ...unmatched]);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<CompanyFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={onEdited}
      initialValues={{ company: { plan_tier: 'BASIC', company_type: 'GENERAL_CONTRACTOR' } }}
      scrollToFirstError
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Company
      </Typography.Title>
      <Form.Item
        label="Company name"
        name={['company', 'name']}
        rules={[{ required: true, whitespace: true, message: 'Please input the company name' }]}
      >
        <Input placeholder="Acme Builders" maxLength={200} data-testid="company-name" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Plan tier" name={['company', 'plan_tier']} rules={[{ required: true }]}>
            <Select
              data-testid="company-plan-tier"
              options={PLAN_TIERS.map((tier) => ({ value: tier, label: PLAN_TIER_LABELS[tier] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Company type"
            name={['company', 'company_type']}
            rules={[{ required: true }]}
          >
            <Select
              data-testid="company-type"
              options={COMPANY_TYPES.map((type) => ({
                value: type,
                label: COMPANY_TYPE_LABELS[type],
              }))}
            />
          </Form.Item>
        </Col>
      </Row>

      <Typography.Title level={5} style={{ marginTop: 4 }}>
        Administrator
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="First name"
            name={['admin', 'first_name']}
            rules={[{ required: true, whitespace: true, message: 'Please input a first name' }]}
          >
            <Input autoComplete="given-name" maxLength={100} data-testid="admin-first-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Last name"
            name={['admin', 'last_name']}
            rules={[{ required: true, whitespace: true, message: 'Please input a last name' }]}
          >
            <Input autoComplete="family-name" maxLength={100} data-testid="admin-last-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Email"
        name={['admin', 'email']}
        validateTrigger="onBlur"
        normalize={normalizeEmailInput}
        rules={emailRules('Please input an e-mail', MESSAGES.login.emailInvalid)}
      >
        <Input
          type="email"
          maxLength={254}
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          data-testid="admin-email"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Password"
            name={['admin', 'password']}
            validateTrigger="onBlur"
            rules={newPasswordRules}
            tooltip={PASSWORD_HINT}
          >
            <Input.Password autoComplete="new-password" data-testid="admin-password" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Confirm password"
            name="password_confirmation"
            dependencies={[['admin', 'password']]}
            validateTrigger="onBlur"
            rules={confirmPasswordRules(['admin', 'password'])}
          >
            <Input.Password autoComplete="new-password" data-testid="admin-password-confirmation" />
          </Form.Item>
        </Col>
      </Row>

      {failure.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={failure[0]}
          description={failure.length > 1 ? failure.slice(1).join(' ') : undefined}
          style={{ marginBottom: 16 }}
          data-testid="company-form-error"
        />
      ) : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={submitting}
          data-testid="company-submit"
        >
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
