"use client";
// A quantity with − and + buttons beside a number field (typing works too). The buttons name what they
// do ("One fewer Jaipur Chair"); the field keeps its label.
import styles from "./quantity-input.module.css";

interface QuantityInputProps {
  id: string;
  value: number;
  onChange: (value: number) => void;
  label: string;
  /** Visible label (default) or one read by screen readers only (a basket line names its product). */
  hideLabel?: boolean;
  /** The product, for the buttons' names. */
  what?: string;
  /** The buttons' names in the page's language ("एक Teak Sofa कम"); English from `what` without them. */
  stepLabels?: { fewer: string; more: string };
  min?: number;
  max?: number;
  disabled?: boolean;
  describedBy?: string;
}

export function QuantityInput({ id, value, onChange, label, hideLabel = false, what, stepLabels, min = 1, max = 10_000, disabled = false, describedBy }: QuantityInputProps) {
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button type="button" className={styles.step} onClick={() => onChange(clamp(value - 1))} disabled={disabled || value <= min} aria-label={stepLabels ? stepLabels.fewer : what ? `One fewer ${what}` : "One fewer"}>
          −
        </button>
        <input
          id={id}
          name="quantity"
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            if (Number.isFinite(n)) onChange(clamp(n));
          }}
        />
        <button type="button" className={styles.step} onClick={() => onChange(clamp(value + 1))} disabled={disabled || value >= max} aria-label={stepLabels ? stepLabels.more : what ? `One more ${what}` : "One more"}>
          +
        </button>
      </div>
    </div>
  );
}
