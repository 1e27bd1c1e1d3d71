"use client";
// A form that posts its fields to the API (register, contact): the values, each field's errors from the
// answer, a whole-form alert when no field is named, and focus on the problem (the alert, else the first
// field with an error, found by its id) or, on success, on the heading that replaces the form.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFocusAfterRender } from "@/components/ui/use-focus-after-render.ts";
import { callApi, fieldMessages, generalMessage, type ApiAnswer } from "./api-client.ts";

const OFFLINE = "We could not reach the shop. Check your connection and try again.";

interface ApiFormOptions<F extends string> {
  path: string;
  /** The fields in page order (their input ids): the first with an error takes focus. */
  fields: readonly F[];
  empty: Record<F, string>;
  /** The body to post (default: the values as they are). */
  body?: (values: Record<F, string>) => unknown;
  /** The status that means done, and the text the done panel shows. */
  successStatus: number;
  onSuccess: (answer: ApiAnswer) => string;
  /** What to say when the shop cannot be reached, in the page's language. */
  offline?: string;
}

export function useApiForm<F extends string>({ path, fields, empty, body, successStatus, onSuccess, offline = OFFLINE }: ApiFormOptions<F>) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);

  const focusAfterRender = useFocusAfterRender();

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  const set = (name: F) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const err = (name: F) => errors[name]?.join(" ");

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    const answer = await callApi(path, { method: "POST", body: body ? body(values) : values }).catch(() => null);
    setBusy(false);
    if (answer?.status === successStatus) {
      setValues(empty);
      return setDone(onSuccess(answer));
    }
    const found = answer ? fieldMessages(answer.data) : {};
    const first = fields.find((f) => found[f]);
    if (!first && !found.non_field_errors) found.non_field_errors = [answer ? generalMessage(answer) : offline];
    setErrors(found);
    focusAfterRender(() => (found.non_field_errors || !first ? alert.current : document.getElementById(first)));
  }

  return { values, set, err, errors, busy, done, reset: () => setDone(null), onSubmit, doneHeading, alert };
}
