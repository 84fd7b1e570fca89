import { useLingui } from "@lingui/react";
import { useSessionView } from "../account/account-context.ts";
import { usePayments } from "../api/payments.ts";
import { AppLink } from "../components/AppLink.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { CurrentPlan } from "../components/payments/CurrentPlan.tsx";
import { PaymentStoryTable } from "../components/payments/PaymentStoryTable.tsx";
import { storyRows } from "../components/payments/storyRows.ts";
import { SignInPrompt } from "../components/profile/SignInPrompt.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

/** /profile/payment-story: the plan now and every invoice and payment, from GET /user/api/payments (issue 17). */
export default function Page() {
  const { i18n } = useLingui();
  const { starting, signedIn } = useSessionView();
  const payments = usePayments();
  const loading = <SkeletonLines count={5} label={i18n._({ id: "paymentStory.loading", message: "Загрузка истории платежей" })} />;
  const rows = payments.data ? storyRows(i18n, payments.data) : [];
  return (
    <article className="page payment-story-page">
      <PageTitle />
      {starting ? (
        loading
      ) : !signedIn ? (
        <SignInPrompt />
      ) : payments.isError ? (
        <ErrorState text={i18n._({ id: "paymentStory.error", message: "История платежей не загрузилась. Проверьте соединение и повторите." })} onRetry={() => void payments.refetch()} />
      ) : !payments.data ? (
        loading
      ) : (
        <>
          <CurrentPlan current={payments.data.current} />
          {rows.length === 0 ? (
            <p data-testid="payment-story-empty">
              {i18n._({ id: "paymentStory.empty", message: "Счетов и платежей пока нет." })}{" "}
              <AppLink href="/tariffs">{i18n._({ id: "paymentStory.choosePlan", message: "Выбрать тариф" })}</AppLink>
            </p>
          ) : (
            <PaymentStoryTable rows={rows} />
          )}
        </>
      )}
    </article>
  );
}
