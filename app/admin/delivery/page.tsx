import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import button from "@/components/ui/button.module.css";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { areaText, deliveryOverview } from "@/lib/admin/delivery/overview.ts";
import { SAMPLE_LEAD_TIME, testDelivery, type DeliveryTest } from "@/lib/admin/delivery/tester.ts";
import type { SearchParams } from "@/lib/admin/list-params.ts";
import { db } from "@/lib/db.ts";
import { money } from "@/lib/pricing/index.ts";
import { leadTimeText } from "@/lib/shipping/lead-time.ts";
import type { ShippingOption } from "@/lib/shipping/methods.ts";
import styles from "./delivery.module.css";

export const metadata: Metadata = { title: "Delivery" };

export const instant = false;

const PATH = "/admin/delivery/";

function Offer({ label, options }: { label: string; options: ShippingOption[] }) {
  return (
    <div>
      <h3 className={styles.subhead}>{label}</h3>
      {options.length === 0 ? (
        <p>No method: the shop does not deliver it there.</p>
      ) : (
        <ul className={styles.offers}>
          {options.map((o) => (
            <li key={o.code}>
              {o.name}: {o.charge.inclTax.isZero() ? "free" : `₹${money(o.charge.inclTax)}`}, {o.minDays}–{o.maxDays} working days
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TestResult({ result }: { result: DeliveryTest }) {
  return (
    <div role="status" className={styles.result} data-testid="delivery-test">
      <p>
        <strong>{result.pincode}</strong>
        {result.place ? ` (${result.place})` : ""}:{" "}
        {result.zone ? (
          <>
            zone <strong>{result.zone.name}</strong>
          </>
        ) : (
          "no zone serves it — the shop does not deliver there"
        )}
      </p>
      {result.zone && (
        <>
          <Offer label="One piece from stock" options={result.fromStock} />
          <Offer label={`One piece made to order (${leadTimeText(SAMPLE_LEAD_TIME).toLowerCase()})`} options={result.madeToOrder} />
          <p>{result.classesRefused.length ? `Not delivered there: ${result.classesRefused.join(", ")}.` : "Every product class is delivered there."}</p>
        </>
      )}
    </div>
  );
}

export default async function DeliveryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const asked = typeof sp.pincode === "string" ? sp.pincode.slice(0, 20) : "";
  const [overview, result] = await Promise.all([deliveryOverview(), asked ? testDelivery(db(), asked) : null]);
  const error = asked && !result ? "Enter a valid pincode: six digits, not starting with 0." : null;
  return (
    <AdminPage path={PATH} title="Delivery">
      <section aria-labelledby="tester" className={styles.section}>
        <h2 id="tester">Which zone and methods does a pincode get?</h2>
        <form method="get" className={table.filters} aria-label="Test a pincode">
          <label>
            Pincode
            <input name="pincode" inputMode="numeric" defaultValue={asked} aria-invalid={error ? true : undefined} aria-describedby={error ? "pincode-error" : undefined} />
          </label>
          <button type="submit" className={button.secondary}>
            Test
          </button>
        </form>
        {error && (
          <p id="pincode-error" role="alert" className={table.problems}>
            {error}
          </p>
        )}
        {result && <TestResult result={result} />}
      </section>

      <section aria-labelledby="zones" className={styles.section}>
        <h2 id="zones">Zones</h2>
        <p>
          <Link href="/admin/delivery/zones/new/" className={button.secondary}>
            Add a zone
          </Link>
        </p>
        <div className={table.scroll}>
          <table className={table.table}>
            <caption className="visually-hidden">Shipping zones and the pincodes they take</caption>
            <thead>
              <tr>
                <th scope="col">Zone</th>
                <th scope="col">Pincodes (prefixes and ranges)</th>
                <th scope="col">Named pincodes</th>
                <th scope="col">Delivers</th>
                <th scope="col">Classes limited to it</th>
              </tr>
            </thead>
            <tbody>
              {overview.zones.map((z) => (
                <tr key={z.id}>
                  <th scope="row">
                    <Link href={`/admin/delivery/zones/${z.id}/`}>{z.name}</Link>
                    {z.isDefault ? " (default)" : ""}
                  </th>
                  <td>
                    <pre className={styles.areas}>{z.areas.map(areaText).join("\n") || "—"}</pre>
                  </td>
                  <td className={table.numeric}>{z._count.locations}</td>
                  <td>{z.isServiceable ? "Yes" : "Not yet"}</td>
                  <td>{z.productClassLimits.map((l) => l.productClass.name).join(", ") || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="methods" className={styles.section}>
        <h2 id="methods">Methods</h2>
        <p>
          <Link href="/admin/delivery/methods/new/" className={button.secondary}>
            Add a method
          </Link>
        </p>
        <div className={table.scroll}>
          <table className={table.table}>
            <caption className="visually-hidden">Shipping methods, their estimates and charges by zone</caption>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Working days</th>
                <th scope="col">Made to order</th>
                <th scope="col">Charges (incl. GST)</th>
              </tr>
            </thead>
            <tbody>
              {overview.methods.map((m) => (
                <tr key={m.id}>
                  <th scope="row">
                    <Link href={`/admin/delivery/methods/${m.id}/`}>{m.name}</Link>
                    {m.isActive ? "" : " (off)"}
                  </th>
                  <td>
                    {m.minDays}–{m.maxDays}
                  </td>
                  <td>{m.forMadeToOrder ? "Carries it, after its lead time" : "Not offered"}</td>
                  <td>
                    <ul className={styles.offers}>
                      {m.charges.map((c) => (
                        <li key={c.id}>
                          {c.zone.name}: ₹{money(c.price)}
                          {c.pricePerItem.isZero() ? "" : ` + ₹${money(c.pricePerItem)} a piece`}
                          {c.freeAbove ? `, free above ₹${money(c.freeAbove)}` : ""}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </AdminPage>
  );
}
