import { useState } from 'react';
import { App, Button, Checkbox, Space, Tag, Tooltip } from 'antd';
import {
  VENDOR_RESPONSE_LABELS,
  acceptedVendorPrice,
  awaitsVendorDecision,
  roundTo,
  type VendorResponseDecision,
} from '@laydown/domain';
import type { OrderLineRecord } from '@laydown/contracts';
import { errorMessage } from '../../../api/api-error';
import { decideVendorResponse } from '../../../api/vendor-answers';
import { formatUsd } from '../order-money';
import { useOrderReferences } from './use-order-references';
import { useVendorAnswers } from './vendor-answers-context';

const money = (value: string | null | undefined) =>
  value === null || value === undefined ? null : formatUsd(roundTo(value, 2));

const answered = (line: OrderLineRecord) =>
  line.vendor_response.length > 0 ||
  Boolean(line.vendor_note) ||
  line.changed_unit_cost_by_vendor === true;

/**
 * §2 vendor response column of one saved line (issue 12, decision 0093): the vendor's answer (the
 * response types, the note or the substitute, their price against the purchaser's, changed
 * quantity and unit), the purchaser's decision once taken, and Accept / Reject while it is open.
 */
export function VendorAnswerCell({ lineId, n }: { lineId: number | undefined; n: number }) {
  const answers = useVendorAnswers();
  const line = answers.savedLine(lineId);
  if (!line || !answered(line)) return <span className="order-muted">—</span>;
  return (
    <div className="vendor-answer" data-testid={`vendor-answer-${n}`}>
      <AnswerFacts line={line} />
      {line.vendor_response_status ? (
        <Tag
          color={line.vendor_response_status === 'ACCEPTED' ? 'green' : 'red'}
          data-testid={`vendor-answer-status-${n}`}
        >
          {line.vendor_response_status === 'ACCEPTED' ? 'Accepted' : 'Rejected'}
        </Tag>
      ) : (
        <Decision line={line} n={n} />
      )}
    </div>
  );
}

function AnswerFacts({ line }: { line: OrderLineRecord }) {
  const { units } = useOrderReferences();
  const substitution = line.vendor_response.includes('SUBSTITUTION');
  const unitName = (id: number | null | undefined) =>
    units.find((u) => u.id === id)?.unit_name_label ?? null;
  const unitsChanged = line.vendor_response.includes('CHANGED_UNITS') && line.prev_quantity != null;
  const price = line.changed_unit_cost_by_vendor ? money(line.unit_cost) : null;
  return (
    <>
      <span>
        {line.vendor_response.map((type) => (
          <Tag key={type}>{VENDOR_RESPONSE_LABELS[type]}</Tag>
        ))}
      </span>
      {line.vendor_note ? (
        <span className="vendor-answer-note">
          {substitution ? `Substitute: ${line.vendor_note}` : line.vendor_note}
        </span>
      ) : null}
      {price ? (
        <span>
          Vendor price {price}
          {money(line.prev_unit_cost) ? (
            <span className="order-muted"> (was {money(line.prev_unit_cost)})</span>
          ) : null}
        </span>
      ) : null}
      {unitsChanged ? (
        <span>
          Qty {line.prev_quantity} {unitName(line.prev_unit_id) ?? ''} → {line.quantity}{' '}
          {line.unit_name ?? ''}
        </span>
      ) : null}
    </>
  );
}

function Decision({ line, n }: { line: OrderLineRecord; n: number }) {
  const { order, dirty, blocked, onDecided } = useVendorAnswers();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<VendorResponseDecision | null>(null);
  const [preferred, setPreferred] = useState(false);
  const abilities = order?.abilities;
  const open = awaitsVendorDecision({
    vendor_response: line.vendor_response,
    changed_unit_cost_by_vendor: line.changed_unit_cost_by_vendor ?? false,
    status: line.vendor_response_status ?? null,
  });
  if (!order || !open || !abilities?.decide_vendor_responses || blocked) return null;
  const offersPreferred =
    abilities.set_preferred_vendor_price === true &&
    !(
      'problem' in
      acceptedVendorPrice(
        {
          vendor_response: line.vendor_response,
          changed_unit_cost_by_vendor: line.changed_unit_cost_by_vendor ?? false,
          unit_cost: line.unit_cost ?? null,
          company_material_id: line.company_material_id,
        },
        order.company_vendor_id,
      )
    );

  const decide = async (decision: VendorResponseDecision) => {
    setBusy(decision);
    try {
      const saved = await decideVendorResponse(order, {
        order_material_id: line.id,
        decision,
        ...(decision === 'accept' && preferred ? { set_preferred: true } : {}),
      });
      onDecided(saved);
      void message.success(
        `Vendor response ${decision === 'accept' ? 'accepted' : 'rejected'} on line ${n}.`,
      );
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const buttons = (
    <Space size={4} wrap>
      <Button
        size="small"
        type="primary"
        loading={busy === 'accept'}
        disabled={dirty || busy !== null}
        aria-label={`Accept the vendor response on line ${n}`}
        onClick={() => void decide('accept')}
        data-testid={`vendor-answer-accept-${n}`}
      >
        Accept
      </Button>
      <Button
        size="small"
        danger
        loading={busy === 'reject'}
        disabled={dirty || busy !== null}
        aria-label={`Reject the vendor response on line ${n}`}
        onClick={() => void decide('reject')}
        data-testid={`vendor-answer-reject-${n}`}
      >
        Reject
      </Button>
    </Space>
  );
  return (
    <>
      {offersPreferred ? (
        <Checkbox
          checked={preferred}
          onChange={(e) => setPreferred(e.target.checked)}
          aria-label={`Also set as preferred vendor price for line ${n}`}
          data-testid={`vendor-answer-preferred-${n}`}
        >
          Also set as preferred vendor price
        </Checkbox>
      ) : null}
      {/* Deciding reloads the form from the server: typed changes are saved first, never lost. */}
      {dirty ? <Tooltip title="Save your changes first">{buttons}</Tooltip> : buttons}
    </>
  );
}
