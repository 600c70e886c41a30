import styles from './claims.module.css';

export interface ChoiceRadioProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  detail: string;
}

/** One answer of a question drawn as a bordered card: the choice and a line on what it means. */
export function ChoiceRadio({ name, value, checked, onChange, label, detail }: ChoiceRadioProps) {
  return (
    <label className={styles.choice}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <span>
        {label}
        <small>{detail}</small>
      </span>
    </label>
  );
}
