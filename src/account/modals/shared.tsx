import { useLingui } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { useSelector } from "@xstate/react";
import { Fragment } from "react";
import type { FormEvent, ReactNode } from "react";
import { useLocation } from "wouter";
import { fieldErrorDescriptor } from "../../../core/field-errors.ts";
import { localePath, splitLocale } from "../../../core/routes.ts";
import type { Locale } from "../../../core/routes.ts";
import { useSignIn } from "../sign-in-context.ts";
import type { SignInRef } from "../sign-in-context.ts";

/** The sign-in flow's current snapshot: the modals read it and decide nothing themselves. */
export function useSignInState() {
  return useSelector(useSignIn(), (s) => s);
}

/** The locale of the address (the modals sit outside the locale nests, so the path is whole). */
export function usePageLocale(): Locale {
  const [location] = useLocation();
  return splitLocale(location).locale;
}

/** The translated text of a machine's `error.<key>` field error, or null. */
export function errorText(i18n: I18n, key: string | undefined): string | null {
  const descriptor = fieldErrorDescriptor(key);
  return descriptor ? i18n._(descriptor) : null;
}

/** The user agreement in the page's locale (ru has no prefix). */
export function agreementHref(locale: Locale): string {
  return localePath(locale, "/user-agreements");
}

const SLOT = "\u0000";

/**
 * A translated sentence with an element in it (a link, an e-mail in bold): the template names
 * its place with a placeholder, so each language puts it where its word order needs it.
 */
export function withSlot(template: (slot: string) => string, element: ReactNode): ReactNode {
  const [before = "", ...rest] = template(SLOT).split(SLOT);
  // One inline box: in a flex label the spaces around the link would otherwise be dropped.
  return (
    <span>
      {before}
      {element}
      {rest.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </span>
  );
}

/** The link to the user agreement, opening in a new tab. */
export function AgreementLink({ testId }: { testId?: string }) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  return (
    <a href={agreementHref(locale)} target="_blank" rel="noopener" data-testid={testId}>
      {i18n._({ id: "account.agreement.link", message: "пользовательское соглашение" })}
    </a>
  );
}

/** The primary button of a form: disabled while the flow is busy or not ready. */
export function SubmitButton({ label, busy, disabled, testId }: { label: string; busy?: boolean; disabled?: boolean; testId: string }) {
  return (
    <button
      type="submit"
      className="button button--primary account-submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {busy ? <span className="account-spinner" aria-hidden="true" /> : null}
      {label}
    </button>
  );
}

/**
 * The submit handler of a modal's form: the flow decides what a submit does; afterwards the
 * first field it marked in error takes focus, so keyboard and screen-reader users land on it.
 */
export function submitTo(signIn: SignInRef) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    signIn.send({ type: "submit" });
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
}
