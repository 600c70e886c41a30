import { FieldFrame } from '@/components/ui/field-frame';
import styles from './manager.module.css';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
  hint?: string;
}

/** A labelled select in the same frame as the text fields. */
export function SelectField({ id, label, value, options, onChange, hint }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={null}>
      {(aria) => (
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        >
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
