/**
 * A server-rendered page paints from its HTML, its stylesheet and its fonts; its scripts only bring it
 * to life. On a phone's connection, scripts fetched at the same time take bandwidth from what the first
 * paint waits for, so a rendered page names its modules in a JSON list and this loader asks for them
 * once the page has painted: at its first contentful paint, or at once where the browser cannot say when
 * that is or the page is not visible (a background tab paints nothing until shown).
 * The shell the server sends when it cannot render keeps its ordinary module script: nothing paints
 * there without it.
 */
const LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var list = JSON.parse(document.getElementById("app-modules").textContent);
    for (var i = 0; i < list.preload.length; i++) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = list.preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = list.entry;
    document.head.appendChild(script);
  }
  try {
    if (document.visibilityState === "visible" && PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0) {
      new PerformanceObserver(function (entries, observer) {
        if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        start();
      }).observe({ type: "paint", buffered: true });
      // A press before the paint is reported (a fast reader, a slow frame) starts the scripts too.
      addEventListener("pointerdown", start, { once: true });
      addEventListener("keydown", start, { once: true });
      // And should no paint ever be reported, the page still comes to life.
      setTimeout(start, 3000);
      return;
    }
  } catch (e) {}
  start();
})();`;

const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The end-of-body lines that start the page's modules (the entry and what it and the page import) after its first paint. */
export function startAfterPaint(entry: string, preload: readonly string[]): string {
  return `<script id="app-modules" type="application/json">${jsonInHtml({ entry, preload })}</script><script>${LOADER}</script>`;
}
