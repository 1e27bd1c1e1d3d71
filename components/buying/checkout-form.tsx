"use client";
// Checkout: contact → delivery address → shipping method → review, choose how to pay and place the order.
// One form posted to a server action, so placing the order works without JavaScript (every section then
// shows at once). With JavaScript the sections come one at a time: a guest's e-mail address is checked
// by the shop with the checkout's own rule (a server action; its message beside the field), the address
// (POST /api/v2/basket/shipping-methods/: its field errors, or "we do not deliver there"), which also
// answers the methods for that pincode. The Idempotency-Key travels in the form: a double click, or a
// retry after a lost answer, places one order.
import { useLocale, useMessages, useTranslations } from "next-intl";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import type { Messages } from "@/lib/i18n/messages.ts";
import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { LoginFlow } from "@/components/account/login-flow.tsx";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { UserAddressJson } from "@/lib/addresses/address-book-json.ts";
import { callApi, NO_CONNECTION, type DisplayBasket, type ShippingMethodJson } from "./api.ts";
import { AddressFields, addressSummary, type CountryOption } from "./checkout-address.tsx";
import { CheckoutReview, PlaceOrderButton } from "./checkout-review.tsx";
import { GstFields } from "./checkout-gst.tsx";
import { PaymentChoice, paymentCharge, type PaymentOptions } from "./checkout-payment.tsx";
import { EMPTY_ADDRESS, totalField, type CheckoutState, type CheckoutValues } from "./checkout-state.ts";
import { addDecimals } from "./decimal.ts";
import { usePincodeFill } from "./pincode-fill.ts";
import { money } from "./money.ts";
import styles from "./checkout.module.css";

type Step = "contact" | "address" | "shipping" | "review";
const STEPS: Step[] = ["contact", "address", "shipping", "review"];

interface CheckoutFormProps {
  action: (state: CheckoutState, data: FormData) => Promise<CheckoutState>;
  /** The shop's answer about a guest's e-mail address: the message beside the field, or null (accepted). */
  checkContact: (email: string) => Promise<string | null>;
  initial: CheckoutState;
  basket: DisplayBasket;
  /** The signed-in buyer's e-mail (null: a guest). */
  buyer: { email: string | null } | null;
  addresses: UserAddressJson[];
  countries: CountryOption[];
  /** Methods for the shopper's pincode (or the default zone): what a form without JavaScript offers. */
  methods: ShippingMethodJson[];
  pincode: string | null;
  /** The district and state of that pincode (India Post's directory), filled in as the city and state. */
  pincodePlace: { district: string; state: string } | null;
  payment: PaymentOptions;
}

function stepOfError(errors: CheckoutState["errors"]): Step | null {
  const keys = Object.keys(errors);
  if (!keys.length) return null;
  if (keys.includes("guest_email")) return "contact";
  if (keys.some((k) => k !== "form" && k !== "shipping_method_code" && k !== "payment_method")) return "address";
  if (keys.includes("shipping_method_code")) return "shipping";
  return "review";
}

function firstValues(props: CheckoutFormProps): CheckoutValues {
  const saved = props.addresses.find((a) => a.is_default_for_shipping) ?? props.addresses[0];
  return {
    ...EMPTY_ADDRESS,
    postcode: props.pincode ?? "",
    line4: props.pincodePlace?.district ?? "",
    state: props.pincodePlace?.state ?? "",
    guest_email: "",
    address_choice: saved ? String(saved.id) : "new",
    shipping_method_code: props.methods[0]?.code ?? "",
    gstin: "",
    business_name: "",
    payment_method: "cod",
  };
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { action, checkContact, initial, basket, buyer, addresses, countries } = props;
  // The permalink ties the answer of a form posted without JavaScript to this form when the page is drawn again.
  const [state, formAction] = useActionState(action, initial, "/checkout/");
  // From the action's answer when the page is drawn again after a form posted without JavaScript.
  const [values, setValues] = useState<CheckoutValues>(() => state.values ?? firstValues(props));
  const [errors, setErrors] = useState<CheckoutState["errors"]>(state.errors);
  const [methods, setMethods] = useState(state.methods ?? props.methods);
  const [enhanced, setEnhanced] = useState(false);
  const [step, setStep] = useState<Step>(buyer ? "address" : "contact");
  const [signingIn, setSigningIn] = useState(false);
  const [checking, setChecking] = useState(false);
  const headings = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({});
  const moved = useRef(false);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const focusEmail = useRef(false);

  useEffect(() => setEnhanced(true), []);
  // An answer from the server: its errors beside their fields, on the step they belong to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a new answer arrives, not when go or initial change.
  useEffect(() => {
    if (state === initial) return;
    setErrors(state.errors);
    if (state.methods?.length) setMethods(state.methods);
    const at = stepOfError(state.errors);
    if (at) go(at);
  }, [state]);
  useEffect(() => {
    if (moved.current) headings.current[step]?.focus();
  }, [step]);
  // The shop refused the e-mail address: focus goes to the field, now invalid and described by the message.
  useEffect(() => {
    if (focusEmail.current && errors.guest_email) {
      focusEmail.current = false;
      emailInput.current?.focus();
    }
  }, [errors]);

  function go(next: Step) {
    moved.current = true;
    setStep(next);
  }
  const change = (name: keyof CheckoutValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (name === "postcode") void fillFromPincode(value);
  };
  const pincodeFill = usePincodeFill(props.pincodePlace?.district ?? "");

  /** A complete Indian pincode fills the city (when empty or filled by us) and the state; an unknown one is said so beside it. */
  async function fillFromPincode(raw: string) {
    const fill = await pincodeFill(raw, values.country);
    if (!fill) return;
    if (fill.kind === "unknown") return setErrors((e) => ({ ...e, postcode: fill.message }));
    setErrors((e) => ({ ...e, postcode: undefined, state: undefined, line4: undefined }));
    setValues((v) => ({ ...v, line4: fill.city(v.line4), state: fill.state }));
  }
  const open = (s: Step) => !enhanced || step === s;
  const done = (s: Step) => enhanced && STEPS.indexOf(s) < STEPS.indexOf(step);

  // The checkout's own rule decides (no second copy here): the server's message goes beside the field.
  async function continueAsGuest() {
    if (checking) return;
    setChecking(true);
    // Cleared first, so the same message given again is announced again.
    setErrors({});
    const message = await checkContact(values.guest_email).catch(() => NO_CONNECTION);
    setChecking(false);
    if (message) {
      focusEmail.current = true;
      return setErrors({ guest_email: message });
    }
    go("address");
  }

  async function checkAddress() {
    const saved = values.address_choice !== "new" ? addresses.find((a) => String(a.id) === values.address_choice) : undefined;
    const body = saved
      ? { title: saved.title, first_name: saved.first_name, last_name: saved.last_name, line1: saved.line1, line2: saved.line2, line3: saved.line3, line4: saved.line4, state: saved.state, postcode: saved.postcode, country: saved.country, phone_number: saved.phone_number, notes: saved.notes }
      : { first_name: values.first_name, last_name: values.last_name, phone_number: values.phone_number, line1: values.line1, line2: values.line2, line4: values.line4, state: values.state, postcode: values.postcode, country: values.country, notes: values.notes };
    setChecking(true);
    setErrors({});
    const answer = await callApi("/api/v2/basket/shipping-methods/", { method: "POST", body }).catch(() => null);
    setChecking(false);
    if (answer?.status === 200) {
      const found = answer.data as ShippingMethodJson[];
      if (!found.length) {
        const message = `We do not deliver to ${body.postcode} yet.`;
        return setErrors(saved ? { address_choice: message } : { postcode: message });
      }
      setMethods(found);
      if (!found.some((m) => m.code === values.shipping_method_code)) change("shipping_method_code", found[0].code);
      return go("shipping");
    }
    if (!answer) return setErrors({ form: NO_CONNECTION });
    const data = (answer.data ?? {}) as Record<string, unknown>;
    const fieldErrors: CheckoutState["errors"] = {};
    for (const [key, messages] of Object.entries(data)) {
      if (Array.isArray(messages) && messages.length) (fieldErrors as Record<string, string>)[saved ? "address_choice" : key] = String(messages[0]);
    }
    setErrors(Object.keys(fieldErrors).length ? fieldErrors : { address_choice: "That address could not be checked. Please try again." });
  }

  // Enter in a field of an earlier step goes on to the next step; only the last step places the order.
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (e.target !== e.currentTarget || !enhanced || step === "review") return;
    e.preventDefault();
    if (step === "contact") void continueAsGuest();
    else if (step === "address") void checkAddress();
    else if (step === "shipping" && method) go("review");
  }

  const method = methods.find((m) => m.code === values.shipping_method_code) ?? null;
  const chosenAddress = addresses.find((a) => String(a.id) === values.address_choice);
  const t = useTranslations("Checkout");
  const locale = useLocale();
  // The sign-in step's words: the page hands this form the "AccountSignIn" group too.
  const messages = useMessages();
  const heading = (s: Step, n: number, text: string) => (
    <h2 ref={(el) => void (headings.current[s] = el)} tabIndex={-1} className={styles.stepTitle}>
      <span className={styles.stepNumber} aria-hidden="true">
        {n}
      </span>
      {text}
    </h2>
  );

  return (
    <div className={styles.checkout}>
      {/* Signing in is a form of its own: beside the checkout form, never inside it. */}
      {signingIn && !buyer && (
        <section className={styles.step} aria-labelledby="step-sign-in">
          <h2 id="step-sign-in" className={styles.stepTitle}>
            <span className={styles.stepNumber} aria-hidden="true">
              1
            </span>
            {t("contact")}
          </h2>
          <LoginFlow next={localePath(asLocale(locale), "/checkout/")} texts={(messages as unknown as Messages).AccountSignIn} registerHref={localePath(asLocale(locale), "/account/register/")} />
          <button type="button" className={forms.link} onClick={() => setSigningIn(false)}>
            {t("guestInstead")}
          </button>
        </section>
      )}
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.checkout} aria-label={t("title")}>
      {/* The page's language: the order is placed and its pages shown in it. */}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="idempotency_key" value={state.key} />
      <input type="hidden" name="basket" value={basket.id} />
      <input type="hidden" name="cod_charge" value={props.payment.codCharge} />
      {/* Present once JavaScript runs: the action then answers in place instead of drawing the page again. */}
      {enhanced && <input type="hidden" name="enhanced" value="1" />}
      {methods.map((m) => (
        <input key={m.code} type="hidden" name={totalField(m.code)} value={addDecimals(basket.total_incl_tax, m.price.incl_tax)} />
      ))}
      {errors.form && !enhanced && (
        <p className={forms.alert} role="alert">
          {errors.form}
        </p>
      )}

      <section className={styles.step} aria-labelledby="step-contact" hidden={signingIn && !buyer}>
        <div id="step-contact">{heading("contact", 1, t("contact"))}</div>
        {buyer ? (
          <p className={styles.summary}>{t("signedInAs", { email: buyer.email ?? "" })}</p>
        ) : done("contact") ? (
          <div className={styles.summaryRow}>
            <p className={styles.summary}>{t("guestTo", { email: values.guest_email })}</p>
            <button type="button" className={forms.link} onClick={() => go("contact")}>
              {t("change")}<span className="visually-hidden"> contact</span>
            </button>
          </div>
        ) : null}
        {!buyer && (
          <div hidden={!open("contact")} className={styles.stepBody}>
            {!signingIn && (
              <>
                <p className={forms.lede}>
                  {t("haveAccount")}{" "}
                  {enhanced ? (
                    <button type="button" className={forms.link} onClick={() => setSigningIn(true)}>
                      {t("signInCode")}
                    </button>
                  ) : (
                    <a className={forms.link} href="/account/login/?next=%2Fcheckout%2F">
                      {t("signInCode")}
                    </a>
                  )}{" "}
                  {t("haveAccountRest")}
                </p>
                <Field id="guest_email" label={t("email")} hint={t("emailHint")} error={errors.guest_email}>
                  {(p) => <input {...p} ref={emailInput} className={forms.input} type="email" autoComplete="email" value={values.guest_email} onChange={(e) => change("guest_email", e.target.value)} required />}
                </Field>
                {enhanced && (
                  <div className={forms.actions}>
                    <button type="button" className={button.primary} onClick={() => void continueAsGuest()} disabled={checking}>
                      {checking ? t("checking") : t("guest")}
                    </button>
                  </div>
                )}
              </>
            )}
          </div>
        )}
      </section>

      <section className={styles.step} aria-labelledby="step-address" hidden={enhanced && !buyer && step === "contact"}>
        <div id="step-address">{heading("address", 2, t("address"))}</div>
        {done("address") && (
          <div className={styles.summaryRow}>
            <p className={styles.summary}>{chosenAddress ? addressSummary(chosenAddress) : addressSummary(values)}</p>
            <button type="button" className={forms.link} onClick={() => go("address")}>
              {t("change")}<span className="visually-hidden"> delivery address</span>
            </button>
          </div>
        )}
        <div hidden={!open("address")} className={styles.stepBody}>
          <AddressFields values={values} errors={errors} addresses={addresses} countries={countries} onChange={change} enhanced={enhanced} />
          <GstFields values={values} errors={errors} onChange={change} />
          {enhanced && (
            <div className={forms.actions}>
              <button type="button" className={button.primary} onClick={() => void checkAddress()} disabled={checking}>
                {checking ? t("checking") : t("continue")}
              </button>
            </div>
          )}
        </div>
      </section>

      <section className={styles.step} aria-labelledby="step-shipping" hidden={enhanced && STEPS.indexOf(step) < 2}>
        <div id="step-shipping">{heading("shipping", 3, t("shipping"))}</div>
        {done("shipping") && method && (
          <div className={styles.summaryRow}>
            <p className={styles.summary}>
              {method.name}: {Number(method.price.incl_tax) === 0 ? t("free") : money(method.price.incl_tax)}
            </p>
            <button type="button" className={forms.link} onClick={() => go("shipping")}>
              {t("change")}<span className="visually-hidden"> shipping</span>
            </button>
          </div>
        )}
        <div hidden={!open("shipping")} className={styles.stepBody}>
          {methods.length === 0 ? (
            <p className={forms.lede}>{t("enterAddress")}</p>
          ) : (
            <fieldset className={styles.choices}>
              <legend className="visually-hidden">{t("shippingMethod")}</legend>
              {methods.map((m) => (
                <label key={m.code} className={styles.choice}>
                  <input type="radio" name="shipping_method_code" value={m.code} checked={values.shipping_method_code === m.code} onChange={() => change("shipping_method_code", m.code)} />
                  <span>
                    <span className={styles.choiceTitle}>
                      {m.name}: {Number(m.price.incl_tax) === 0 ? t("free") : money(m.price.incl_tax)}
                    </span>
                    {m.description && <span className={styles.choiceNote}>{m.description}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {errors.shipping_method_code && (
            <p className={forms.error} role="alert">
              {errors.shipping_method_code}
            </p>
          )}
          {enhanced && (
            <div className={forms.actions}>
              <button type="button" className={button.primary} onClick={() => go("review")} disabled={!method}>
                {t("continue")}
              </button>
            </div>
          )}
        </div>
      </section>

      <section className={styles.step} aria-labelledby="step-review" hidden={enhanced && step !== "review"}>
        <div id="step-review">{heading("review", 4, t("review"))}</div>
        <div className={styles.stepBody}>
          <PaymentChoice options={props.payment} value={values.payment_method} error={errors.payment_method} onChange={(m) => change("payment_method", m)} />
          <CheckoutReview basket={basket} method={method} codCharge={paymentCharge(props.payment, values.payment_method)} />
          {errors.form && enhanced && (
            <p className={forms.alert} role="alert">
              {errors.form}
            </p>
          )}
          <PlaceOrderButton
            total={addDecimals(method ? addDecimals(basket.total_incl_tax, method.price.incl_tax) : basket.total_incl_tax, paymentCharge(props.payment, values.payment_method))}
            online={values.payment_method === "razorpay"}
          />
        </div>
      </section>
    </form>
    </div>
  );
}
