import buttonStyles from './button.module.css';

export interface SubmitCancelButtonsProps {
  /** What the submit button says (the caller switches it to 'Saving…' and the like while busy). */
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}

/**
 * A form's primary submit and secondary cancel, side by side; both wait while the form is busy.
 * The caller's container lays them out, so each form keeps its own spacing.
 */
export function SubmitCancelButtons({ submitLabel, busy, onCancel, cancelLabel = 'Cancel' }: SubmitCancelButtonsProps) {
  return (
    <>
      <button type="submit" className={buttonStyles.button} disabled={busy}>
        {submitLabel}
      </button>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        onClick={onCancel}
        disabled={busy}
      >
        {cancelLabel}
      </button>
    </>
  );
}
