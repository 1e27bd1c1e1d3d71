// Names of the databases the tests create next to DATABASE_URL's. They begin with that database's own
// name, so runs against different databases on one server (several checkouts, CI beside an engineer's
// run) never pick, clone or drop each other's; the process id and a counter keep one run's names apart.
let counter = 0;

/** `<DATABASE_URL's database>_<what>_<pid>_<n>`, at most PostgreSQL's 63 characters. */
export function testDatabaseName(what: string, baseUrl = process.env.DATABASE_URL): string {
  const base = baseUrl ? decodeURIComponent(new URL(baseUrl).pathname.slice(1)) || "postgres" : "postgres";
  const suffix = `_${what}_${process.pid}_${(++counter).toString(36)}${Date.now().toString(36).slice(-4)}`;
  return `${base.slice(0, 63 - suffix.length)}${suffix}`;
}

/** `baseUrl` pointing at the database `name` on the same server. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
