import { Col, Form, Input, Row } from 'antd';
import type { AddressInput, AddressRecord, NestedAddressInput } from '@laydown/contracts';
import { TEXT_LIMITS } from '@laydown/domain';

type Prefix = (string | number)[];

/** The fields of one address, under `prefix` in the surrounding form. */
export function AddressFields({ prefix, testId }: { prefix: Prefix; testId: string }) {
  return (
    <Row gutter={12}>
      <Col xs={24} md={12}>
        <Form.Item name={[...prefix, 'nickname']} label="Nickname">
          <Input maxLength={TEXT_LIMITS.shortText} data-testid={`${testId}-nickname`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={[...prefix, 'address_line_1']}
          label="Address"
          rules={[{ required: true, whitespace: true, message: 'Address is required' }]}
        >
          <Input maxLength={TEXT_LIMITS.addressLine} data-testid={`${testId}-line-1`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[...prefix, 'address_line_2']} label="Address line 2">
          <Input maxLength={TEXT_LIMITS.addressLine} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[...prefix, 'city']} label="City">
          <Input maxLength={TEXT_LIMITS.shortText} data-testid={`${testId}-city`} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name={[...prefix, 'state']} label="State">
          <Input maxLength={TEXT_LIMITS.shortText} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name={[...prefix, 'zip_code']} label="ZIP code">
          <Input maxLength={TEXT_LIMITS.zipCode} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={[...prefix, 'country']} label="Country">
          <Input maxLength={TEXT_LIMITS.shortText} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export type AddressFormValue = AddressInput & { id?: number };

export function toAddressInput(address: AddressRecord): AddressFormValue {
  const { id, ...rest } = address;
  return { id, ...rest };
}

/**
 * What a nested-address save sends: the addresses in the form (changed or new) plus every
 * original that was removed, marked _destroy.
 */
export function addressChanges(
  original: AddressRecord[],
  edited: AddressFormValue[],
): NestedAddressInput[] {
  const kept = new Set(edited.map((a) => a.id).filter((id) => id !== undefined));
  const removed = original
    .filter((a) => !kept.has(a.id))
    .map((a) => ({ ...toAddressInput(a), _destroy: true }));
  return [...edited, ...removed];
}

/** One line for lists and cards: nickname, then the street and city. */
export function addressLine(address: AddressRecord): string {
  const place = [address.address_line_1, address.city, address.state].filter(Boolean).join(', ');
  return address.nickname ? `${address.nickname}: ${place}` : place;
}
