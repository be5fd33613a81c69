// Placeholder until the page is built (issue 5 in progress).
import type { ConsolePageProps } from "../console-page.ts";

export default function Page({ route }: ConsolePageProps) {
  return <h1>{route.id}</h1>;
}
