import { useLingui } from "@lingui/react";
import { useSessionView } from "../account/account-context.ts";
import { SignedOutPrompt } from "../components/favourites/SignedOutPrompt.tsx";
import { DigestSettingsForm } from "../components/notifications/DigestSettingsForm.tsx";
import { FeedList } from "../components/notifications/FeedList.tsx";
import { WatchListPanel } from "../components/notifications/WatchListPanel.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

/** /profile/notifications: the feed of changes and what the user follows and how mail tells of them (issue #18 items 1 and 3). */
export default function Page() {
  const { i18n } = useLingui();
  const { starting, signedIn } = useSessionView();
  return (
    <article className="page notifications-page">
      <PageTitle />
      {starting ? (
        <SkeletonLines count={4} label={i18n._({ id: "notifications.feed.loading", message: "Загружаем ленту" })} />
      ) : !signedIn ? (
        <SignedOutPrompt text={i18n._({ id: "notifications.signedOut", message: "Войдите, чтобы следить за кодами, контрагентами и контейнерами и получать их изменения." })} />
      ) : (
        <>
          <FeedList />
          <WatchListPanel />
          <DigestSettingsForm />
        </>
      )}
    </article>
  );
}
