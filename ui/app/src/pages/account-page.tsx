// Account management (/account, spec §2.6 account dropdown): the basic info, and for a main account
// its team's data sets (issue 13); the data API keys (issue 14).
import type { ConsolePageProps } from "../console-page.ts";
import { ApiKeysSection } from "./api-keys/api-keys-section.tsx";
import { BasicInfoView } from "./basic-info-page.tsx";
import { TeamSection } from "./team/team-section.tsx";

export default function AccountPage({ locale, session }: ConsolePageProps) {
  return (
    <BasicInfoView locale={locale}>
      {session?.level === 0 ? <TeamSection locale={locale} /> : null}
      <ApiKeysSection locale={locale} />
    </BasicInfoView>
  );
}
