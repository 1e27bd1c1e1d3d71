// Tests of the production server: signing in as a browser does, through next-auth's password provider.

/** Signs in with e-mail and password; answers the Cookie header the browser would send afterwards. */
export async function browserSignIn(origin: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf/`);
  const jar = new Map((csrf.headers.getSetCookie() ?? []).map((c) => c.split(";")[0].split("=") as [string, string]));
  const body = new URLSearchParams({ csrfToken: (await csrf.json()).csrfToken, username: email, password, json: "true" });
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const r = await fetch(`${origin}/api/auth/callback/password/`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie(), Origin: origin },
    body,
  });
  for (const c of r.headers.getSetCookie()) {
    const [k, v] = c.split(";")[0].split("=");
    jar.set(k, v);
  }
  if (!jar.has("next-auth.session-token")) throw new Error(`signing in as ${email} set no session cookie (status ${r.status})`);
  return cookie();
}
