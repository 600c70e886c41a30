import styles from './claims.module.css';

export interface CheckboxGroupProps {
  legend: string;
  options: [string, string][];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** Several of a vocabulary (site types, amenities), ticked in any number. */
export function CheckboxGroup({ legend, options, chosen, onChange }: CheckboxGroupProps) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checkboxes}>
        {options.map(([id, label]) => (
          <label key={id} className={styles.checkbox}>
            <input
              type="checkbox"
              checked={chosen.includes(id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, id] : chosen.filter((other) => other !== id))
              }
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
