// Recipients as staff lists show them (/admin/outbox/, the staff API): enough to tell messages apart,
// not enough to read an address or a number off the screen. "asha@example.in" → "a••••@example.in",
// "+919876543210" → "••••••3210".
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf("@");
  if (at > 0) return `${to[0]}••••${to.slice(at)}`;
  return to.length > 4 ? `••••••${to.slice(-4)}` : "••••••";
}
