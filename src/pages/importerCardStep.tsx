import { useCurrentRoute } from "../app/routeContext.ts";
import { ErrorPage } from "../components/ErrorPage.tsx";
import { isStep } from "../components/importer-card/steps.ts";
import { ImporterCardWizard } from "../components/importer-card/Wizard.tsx";

/** /importer-card/{step}: company, scope, review or card; any other step is not a page. */
export default function Page() {
  const step = useCurrentRoute().params.step ?? "";
  return isStep(step) ? <ImporterCardWizard step={step} /> : <ErrorPage variant="notFound" />;
}
