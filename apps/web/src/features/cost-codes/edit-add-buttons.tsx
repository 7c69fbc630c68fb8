import { Button, Space } from 'antd';

interface EditAddButtonsProps {
  editLabel: string;
  addLabel: string;
  /** Edit needs a chosen record. */
  canEditCurrent: boolean;
  onEdit: () => void;
  onAdd: () => void;
  testId: string;
}

/** The Edit … and Add New … links under a code, class or phase select (procurement-core §2). */
export function EditAddButtons(props: EditAddButtonsProps) {
  return (
    <Space size={4} style={{ marginTop: 4 }}>
      <Button
        size="small"
        type="link"
        disabled={!props.canEditCurrent}
        onClick={props.onEdit}
        data-testid={`${props.testId}-edit`}
      >
        {props.editLabel}
      </Button>
      <Button size="small" type="link" onClick={props.onAdd} data-testid={`${props.testId}-add`}>
        {props.addLabel}
      </Button>
    </Space>
  );
}
