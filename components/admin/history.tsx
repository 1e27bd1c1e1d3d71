// An object's History tab: every recorded change of it, newest first (the audit log, filtered).
import { auditEntryJson, historyOf } from "@/lib/audit/log.ts";
import { AuditEntries } from "./audit-entries.tsx";

export async function History({ entityType, entityId, title }: { entityType: string; entityId: string | number; title: string }) {
  const rows = await historyOf(entityType, entityId);
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <AuditEntries entries={rows.map(auditEntryJson)} showObject={false} caption={`Changes of ${title}`} />
    </section>
  );
}
