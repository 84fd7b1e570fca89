import { useLingui } from "@lingui/react";
import { useSiteInfo } from "../api/site.ts";
import { SkeletonLines } from "./Skeleton.tsx";

/**
 * Who runs the portal, as configured (OPERATOR_* through GET /api/v1/site): name, BIN, address,
 * e-mail and phone; what the operator has not configured is left out rather than invented.
 */
export function OperatorDetails() {
  const { i18n } = useLingui();
  const site = useSiteInfo();
  if (site.isPending) return <SkeletonLines count={3} label={i18n._({ id: "common.loading", message: "Загрузка…" })} />;
  if (site.isError) return <p className="muted">{i18n._({ id: "operator.error", message: "Реквизиты оператора сейчас недоступны." })}</p>;
  const op = site.data.operator;
  return (
    <dl className="operator-details" data-testid="operator-details">
      <dt>{i18n._({ id: "operator.name", message: "Оператор" })}</dt>
      <dd>{op.name}</dd>
      {op.bin && (
        <>
          <dt>{i18n._({ id: "operator.bin", message: "БИН" })}</dt>
          <dd>{op.bin}</dd>
        </>
      )}
      {op.address && (
        <>
          <dt>{i18n._({ id: "operator.address", message: "Адрес" })}</dt>
          <dd>{op.address}</dd>
        </>
      )}
      <dt>{i18n._({ id: "operator.email", message: "Электронная почта" })}</dt>
      <dd>
        <a href={`mailto:${op.email}`}>{op.email}</a>
      </dd>
      {op.phone && (
        <>
          <dt>{i18n._({ id: "operator.phone", message: "Телефон" })}</dt>
          <dd>
            <a href={`tel:${op.phone.replace(/[^\d+]/g, "")}`}>{op.phone}</a>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The operator's e-mail as a link inside a sentence; nothing until the site call has answered. */
export function OperatorEmail() {
  const email = useSiteInfo().data?.operator.email;
  return email ? <a href={`mailto:${email}`}>{email}</a> : null;
}
