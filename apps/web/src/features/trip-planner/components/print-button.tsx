'use client';

import buttonStyles from '@/components/ui/button.module.css';

/** Prints the page; the planner's print stylesheet leaves the plan alone on paper. */
export function PrintButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.secondary} ${className ?? ''}`}
      onClick={() => window.print()}
    >
      Print
    </button>
  );
}
