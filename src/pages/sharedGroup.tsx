import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { sharedGroupBody } from "../../core/contract/groups.ts";
import { SHARE_TOKEN } from "../../core/contract/share-token.ts";
import { call } from "../api/client.ts";
import { expectOk } from "../api/user-data.ts";
import { useHydrated } from "../app/ClientOnly.tsx";
import { useCurrentRoute } from "../app/routeContext.ts";
import { ErrorState } from "../components/ErrorState.tsx";
import { GroupCodesTable } from "../components/groups/GroupCodesTable.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

type Shared = z.infer<typeof sharedGroupBody>["data"];

/** /groups/<token>: a code group someone shared, read-only, for anyone with the link (issue 18 item 4). */
export default function Page() {
  const { i18n } = useLingui();
  const token = useCurrentRoute().params.token ?? "";
  // Read in the browser only: the server's rendered pages are kept for minutes, and a revoked link must stop at once.
  const hydrated = useHydrated();
  // A link cut short or mistyped is not asked about: no token of that shape exists. The shape alone, not the
  // contract's params schema: that would bring zod and the schemas (~28 KB gzip) before the first paint.
  const wellFormed = SHARE_TOKEN.test(token);
  const group = useQuery({
    queryKey: ["shared-group", token, i18n.locale],
    enabled: hydrated && wellFormed,
    queryFn: () => expectOk<Shared>(call("sharedGroup", { params: { token } })),
    retry: false,
  });
  return (
    <article className="page shared-group-page">
      <PageTitle />
      {!wellFormed || group.isError ? (
        <ErrorState
          text={group.error?.message ?? i18n._({ id: "groups.badLink", message: "Ссылка на группу не действует: проверьте, что она скопирована целиком." })}
          testId="shared-group-error"
        />
      ) : group.isPending ? (
        <SkeletonLines count={4} label={i18n._({ id: "groups.loadingOne", message: "Загружаем группу" })} />
      ) : (
        <section data-testid="shared-group" aria-labelledby="shared-group-name">
          <h2 id="shared-group-name">{group.data.name}</h2>
          <p className="lead">{i18n._({ id: "groups.sharedLead", message: "Группа кодов, которой с вами поделились. Только для чтения." })}</p>
          <GroupCodesTable codes={group.data.codes} />
        </section>
      )}
    </article>
  );
}
