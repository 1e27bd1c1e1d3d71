// The cards of the newsletter links' pages (confirm, unsubscribe): a title and what happened, announced;
// the question that asks before anything changes (a server action's POST); the link that no longer works.
import type { ReactNode } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { localePath } from "@/lib/i18n/locale.ts";
import { pageLocale, translator } from "@/lib/i18n/texts.ts";

/** The card of a newsletter link's page: a title and what happened, announced. */
function NewsletterPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={forms.card}>
      <h1 className={forms.title}>{title}</h1>
      {children}
    </div>
  );
}

/** What the link did, announced, and the way back to the shop. */
export async function NewsletterDone({ title, children }: { title: string; children: ReactNode }) {
  const [t, locale] = await Promise.all([translator("AccountLinks"), pageLocale()]);
  return (
    <NewsletterPanel title={title}>
      <p role="status">{children}</p>
      <div className={forms.actions}>
        <a className={button.primary} href={localePath(locale, "/")}>
          {t("backToShop")}
        </a>
      </div>
    </NewsletterPanel>
  );
}

/** A link that is incomplete, old or used up: why, announced, and what to do instead. */
export async function NewsletterLinkInvalid({ children }: { children: ReactNode }) {
  const t = await translator("AccountLinks");
  return (
    <NewsletterPanel title={t("invalid")}>
      <p role="status">{children}</p>
    </NewsletterPanel>
  );
}

/** The question the page asks before it changes anything: one button that posts the token (and the page's language, to come back to). */
export async function NewsletterQuestion(props: { title: string; action: (formData: FormData) => Promise<void>; token: string; answer: string; children: ReactNode }) {
  const locale = await pageLocale();
  return (
    <NewsletterPanel title={props.title}>
      <p>{props.children}</p>
      <form action={props.action} className={forms.form}>
        <input type="hidden" name="token" value={props.token} />
        <input type="hidden" name="locale" value={locale} />
        <div className={forms.actions}>
          <button type="submit" className={button.primary}>
            {props.answer}
          </button>
        </div>
      </form>
    </NewsletterPanel>
  );
}
