/** The sign-in page, coming back to `next` (a site path) afterwards. (Safe in client components.) */
export function loginHref(next: string): string {
  return `/account/login/?next=${encodeURIComponent(next)}`;
}
