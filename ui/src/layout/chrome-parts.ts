// The frame's parts that hydrate after the page (deferred-chrome.tsx): one chunk, fetched once the
// page is hydrated. The server imports it statically (entry-server.tsx) and renders them at once.
export { FloatingWidgets } from "../components/chrome/floating-widgets.tsx";
export { Footer } from "../components/chrome/footer.tsx";
export { Header } from "../components/chrome/header.tsx";
