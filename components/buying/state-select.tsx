// The State of an Indian address: India's 28 states and 8 union territories (the list India Post's
// directory is mapped to, lib/addresses/indian-states.ts), or "From the pincode" until one is chosen.
// Checkout's address and the address book show the same select; the server checks it against the
// pincode (lib/addresses/address.ts).
import type { FieldInputProps } from "@/components/account/field.tsx";
import { INDIAN_STATES } from "@/lib/addresses/indian-states.ts";

interface StateSelectProps {
  field: FieldInputProps;
  className: string;
  autoComplete: string;
  value: string;
  onChange: (state: string) => void;
}

export function StateSelect({ field, className, autoComplete, value, onChange }: StateSelectProps) {
  return (
    <select {...field} className={className} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{value ? "Choose your state" : "From the pincode"}</option>
      {INDIAN_STATES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
      {/* A State saved before the list (free text): kept until the shopper chooses one. */}
      {value && !(INDIAN_STATES as readonly string[]).includes(value) && <option value={value}>{value}</option>}
    </select>
  );
}
