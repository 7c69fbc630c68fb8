import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon } from './light-icons';

interface LightFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'prefix'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  prefix?: ReactNode;
  testId?: string;
}

/**
 * A labelled input with its error under it, looking like antd's large Form.Item, for the
 * signed-out pages, which load no antd (decision 0080). A password field can be shown as text.
 */
export function LightField({
  label,
  value,
  onChange,
  error,
  prefix,
  testId,
  type = 'text',
  ...rest
}: LightFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  return (
    <div className={error ? 'light-field light-field--error' : 'light-field'}>
      <label htmlFor={id} className="light-field__label">
        {label}
      </label>
      <span className="light-field__box">
        {prefix ? <span className="light-field__prefix">{prefix}</span> : null}
        <input
          {...rest}
          id={id}
          type={password && shown ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        {password ? (
          <button
            type="button"
            className="light-field__toggle"
            aria-label={shown ? 'Hide password' : 'Show password'}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            <EyeIcon />
          </button>
        ) : null}
      </span>
      {error ? (
        <div id={errorId} className="light-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface LightCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

export function LightCheckbox({ label, checked, onChange, testId }: LightCheckboxProps) {
  return (
    <label className="light-checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
}
