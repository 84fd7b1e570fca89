import { useLingui } from "@lingui/react";
import { useLocation, useRouter } from "wouter";
import { MarkHydrated } from "../app/ClientOnly.tsx";
import { useDocumentTitle } from "../app/useDocumentTitle.ts";
import { errorTitles } from "../i18n/shared.ts";
import { AppLink } from "./AppLink.tsx";

/**
 * The spec's error page: the not-found variant names the path ("Page Not Found: /x");
 * any other failure shows the general variant.
 */
export function ErrorPage({ variant }: { variant: "notFound" | "server" }) {
  const { i18n } = useLingui();
  const title = i18n._(errorTitles[variant]);
  useDocumentTitle(title);
  // The full address as typed, locale prefix included (the server renders this page too).
  const [location] = useLocation();
  const path = `${useRouter().base}${location}`;
  return (
    <section className="error-page">
      {/* The error page stands in for a page: it too tells the tests it has come to life. */}
      <MarkHydrated />
      <h1 className="page-title" data-testid="error-page">
        {variant === "notFound" ? `${title}: ${path}` : title}
      </h1>
      <p className="lead">
        {variant === "notFound"
          ? i18n._({ id: "error.notFound.text", message: "По этому адресу ничего нет. Проверьте адрес или начните с главной страницы." })
          : i18n._({ id: "error.server.text", message: "Страница не открылась из-за ошибки. Обновите страницу; если ошибка повторится, попробуйте позже." })}
      </p>
      <p className="error-actions">
        <AppLink href="/" className="button button--primary">
          {i18n._({ id: "error.home", message: "На главную" })}
        </AppLink>
        {variant === "server" && (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {i18n._({ id: "error.reload", message: "Обновить страницу" })}
          </button>
        )}
      </p>
    </section>
  );
}
