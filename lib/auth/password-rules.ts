// The rules a new password must meet (spec/API.md §3), with Django's messages, each its own list item:
// not too like the e-mail address or the names, at least 9 characters, not one of the ~49,000 common
// passwords of the maintained @zxcvbn-ts/language-common list, not all digits.
import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 9;
const MAX_SIMILARITY = 0.7;

let common: Set<string> | undefined;

/** The common-password list, lower-cased (read once, on first use). */
export function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

/** Python's SequenceMatcher.quick_ratio: how many characters two strings share, as 2·matches / total length. */
function quickRatio(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = counts.get(ch) ?? 0;
    if (left > 0) {
      matches += 1;
      counts.set(ch, left - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

/** Django's UserAttributeSimilarityValidator for one attribute: the value and each of its word parts. */
function tooSimilar(password: string, value: string): boolean {
  const lower = value.toLowerCase();
  if (!lower) return false;
  const pwd = password.toLowerCase();
  for (const part of [...lower.split(/\W+/), lower]) {
    if (!part) continue;
    // A long password barely touched by a short part is not "similar" (Django's length bound).
    if (pwd.length >= 10 * part.length && part.length < (MAX_SIMILARITY / 2) * pwd.length) continue;
    if (quickRatio(pwd, part) >= MAX_SIMILARITY) return true;
  }
  return false;
}

export interface PasswordOwner {
  email?: string | null;
  firstName?: string;
  lastName?: string;
}

/** Every rule `password` breaks, as messages (empty when it is acceptable). */
export function passwordProblems(password: string, owner: PasswordOwner = {}): string[] {
  const problems: string[] = [];
  const attributes: [string, string | null | undefined][] = [
    ["email address", owner.email],
    ["first name", owner.firstName],
    ["last name", owner.lastName],
  ];
  const similar = attributes.find(([, value]) => value && tooSimilar(password, value));
  if (similar) problems.push(`The password is too similar to the ${similar[0]}.`);
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(`This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (commonPasswords().has(password.trim().toLowerCase())) problems.push("This password is too common.");
  if (/^\d+$/.test(password)) problems.push("This password is entirely numeric.");
  return problems;
}
