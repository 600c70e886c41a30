import buttonStyles from '@/components/ui/button.module.css';

export interface ProUpgradeActionsProps {
  /** The pitch's own row layout (each pitch spaces its buttons to its content). */
  className?: string;
  /** The main button's words, e.g. "Try PRO free" or "Get PRO". */
  action: string;
  onAction: () => void;
  onClose: () => void;
}

/** The buttons under every PRO upgrade pitch: on towards PRO, or "Not now", which only closes. */
export function ProUpgradeActions({ className, action, onAction, onClose }: ProUpgradeActionsProps) {
  return (
    <div className={className}>
      <button type="button" className={buttonStyles.button} onClick={onAction}>
        {action}
      </button>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
        Not now
      </button>
    </div>
  );
}
