// A text's {placeholders} filled in ("Order {number}" → "Order 100023"). For client components, which get
// their texts from the server as plain strings and carry no message-formatting code (decision 0179).
import { Fragment, type ReactNode, createElement } from "react";

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The same with elements in the places ("We sent a link to {email}." with email as <strong>…</strong>). */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((part, i) => createElement(Fragment, { key: i }, i % 2 === 1 ? (part in values ? values[part] : `{${part}}`) : part));
}
