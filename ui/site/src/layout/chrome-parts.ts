// The frame's parts that hydrate after the page (deferred-chrome.tsx): one chunk, fetched once the
// page is hydrated. The server imports it statically (entry-server.tsx) and renders them at once.
export { FloatingWidgets } from "@portolan/kit/chrome/floating-widgets.tsx";
export { Footer } from "@portolan/kit/chrome/footer.tsx";
export { Header } from "@portolan/kit/chrome/header.tsx";
