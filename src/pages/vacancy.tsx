import { useLingui } from "@lingui/react";
import { OperatorEmail } from "../components/OperatorDetails.tsx";
import { PageTitle } from "../components/PageTitle.tsx";

export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page prose">
      <PageTitle />
      <p className="lead">{i18n._({ id: "vacancy.none", message: "Открытых вакансий сейчас нет." })}</p>
      <p>
        {i18n._({
          id: "vacancy.write",
          message: "Если вы хотите работать над порталом (разработка, таможенное регулирование ЕАЭС, аналитика внешней торговли), напишите коротко о себе и о том, что умеете, на адрес оператора:",
        })}{" "}
        <OperatorEmail />
      </p>
    </article>
  );
}
