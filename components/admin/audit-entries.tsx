// Audit log entries as a table: when, who, what, and each changed field before → after. The owner's
// whole log and each object's History tab show entries the same way.
import type { AuditEntryJson } from "@/lib/audit/log.ts";
import table from "./data-table.module.css";

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

const shown = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

export function AuditEntries({ entries, showObject = true, caption }: { entries: AuditEntryJson[]; showObject?: boolean; caption: string }) {
  if (!entries.length) return <p>No changes recorded yet.</p>;
  return (
    <div className={table.scroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={table.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            {showObject && <th scope="col">Object</th>}
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>
                <time dateTime={e.created_at}>{when.format(new Date(e.created_at))}</time>
              </td>
              <td>{e.actor?.name ?? "a deleted account"}</td>
              <td>{e.action}</td>
              {showObject && (
                <td>
                  {e.entity_type} {e.entity_id}
                </td>
              )}
              <td>
                {e.changes && Object.keys(e.changes).length ? (
                  <ul className={table.changes}>
                    {Object.entries(e.changes).map(([field, change]) => {
                      const [before, after] = Array.isArray(change) && change.length === 2 ? change : [null, change];
                      return (
                        <li key={field}>
                          <strong>{field}</strong>: {shown(before)} → {shown(after)}
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
