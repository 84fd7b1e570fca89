import { useLingui } from "@lingui/react";
import { useFeed, useMarkRead } from "../../api/watch.ts";
import { AppLink } from "../AppLink.tsx";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { subjectLink } from "../subjectLink.ts";

/** The feed of changes to what the user follows: newest first, unread marked, a page at a time. */
export function FeedList() {
  const { i18n } = useLingui();
  const feed = useFeed();
  const markRead = useMarkRead();
  if (feed.isError) {
    return <ErrorState text={i18n._({ id: "notifications.feed.error", message: "Лента не загрузилась. Проверьте соединение и повторите." })} onRetry={() => void feed.refetch()} />;
  }
  if (!feed.data) return <SkeletonLines count={4} label={i18n._({ id: "notifications.feed.loading", message: "Загружаем ленту" })} />;
  const items = feed.data.pages.flatMap((p) => p.data);
  const unread = feed.data.pages[0]?.unread ?? 0;
  const unreadIds = items.filter((i) => !i.read).map((i) => i.id).slice(0, 500);
  return (
    <section className="notifications-feed" aria-labelledby="notifications-feed-title" data-testid="feed">
      <div className="notifications-head">
        <h2 id="notifications-feed-title">
          {i18n._({ id: "notifications.feed.title", message: "Лента изменений" })}{" "}
          <span className="muted" data-testid="feed-unread">{i18n._({ id: "notifications.feed.unread", message: "{count, plural, =0 {всё прочитано} one {# непрочитанное} few {# непрочитанных} other {# непрочитанных}}", values: { count: unread } })}</span>
        </h2>
        <button type="button" className="button button--small" data-testid="feed-read-all" disabled={unreadIds.length === 0 || markRead.isPending}
          onClick={() => markRead.mutate(unreadIds)}>
          {i18n._({ id: "notifications.feed.readAll", message: "Отметить всё прочитанным" })}
        </button>
      </div>
      {markRead.isError && <p className="field-error" role="alert">{markRead.error.message}</p>}
      {items.length === 0 ? (
        <p className="saved-empty" data-testid="feed-empty">
          {i18n._({ id: "notifications.feed.empty", message: "Изменений пока нет. Они появятся здесь, когда обновятся данные по тому, за чем вы следите." })}
        </p>
      ) : (
        <ol className="notifications-feed__items">
          {items.map((item) => (
            <li key={item.id} className={item.read ? "feed-item" : "feed-item feed-item--unread"} data-testid="feed-item" data-read={item.read}>
              {!item.read && <span className="visually-hidden">{i18n._({ id: "notifications.feed.new", message: "Новое:" })} </span>}
              <time dateTime={item.changed_at} className="muted">{new Date(item.changed_at).toLocaleDateString(i18n.locale)}</time>{" "}
              <SubjectOf kind={item.kind} reference={item.ref} />{" "}
              <span>{item.title}</span>
            </li>
          ))}
        </ol>
      )}
      {feed.hasNextPage && (
        <button type="button" className="button" disabled={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()} data-testid="feed-more">
          {i18n._({ id: "notifications.feed.more", message: "Показать ранее" })}
        </button>
      )}
    </section>
  );
}

/** A code or container opens its page; a counterparty (a name or BIN as typed) has none to open. */
function SubjectOf({ kind, reference }: { kind: "code" | "counterparty" | "container"; reference: string }) {
  if (kind === "counterparty") return <span className="code">{reference}</span>;
  const link = subjectLink(kind, reference);
  return <AppLink href={link.href} className="code">{link.text}</AppLink>;
}
