import { useCurrentRoute } from "../app/routeContext.ts";
import { ErrorPage } from "../components/ErrorPage.tsx";
import { isStep } from "../components/importer-card/steps.ts";
import { ImporterCardPage } from "../components/importer-card/WizardPage.tsx";

/** /importer-card/{step}: company, scope, review or card; any other step is not a page. */
export default function Page() {
  const step = useCurrentRoute().params.step ?? "";
  return isStep(step) ? <ImporterCardPage step={step} /> : <ErrorPage variant="notFound" />;
}
