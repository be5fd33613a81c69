// Account management's team section (issue 13; spec §3 deptInfo and level): a main account chooses
// which of its data sets and permissions each sub-account may use. A sub-account sees nothing here.
import { useLingui } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { LoadFailed, Loading } from "../../widgets/load-state.tsx";
import * as s from "../../widgets/widgets.css.ts";
import { MemberDatasets } from "./member-datasets.tsx";
import { useTeam } from "./use-team.ts";

export function TeamSection({ locale }: { readonly locale: Locale }) {
  const { i18n } = useLingui();
  const { state, reload } = useTeam();
  if (state.kind === "none") return null;
  return (
    <section className={s.card} aria-labelledby="team-heading" data-testid="team">
      <h2 id="team-heading" className={s.cardTitle}>
        {i18n._("pages.team.heading")}
      </h2>
      {state.kind === "loading" ? <Loading /> : null}
      {state.kind === "failed" ? <LoadFailed retry={reload} /> : null}
      {state.kind === "ready" ? (
        state.team.members.length === 0 ? (
          <p className={s.muted}>{i18n._("pages.team.none")}</p>
        ) : !state.team.shareable.includes("1") ? (
          <p className={s.muted}>{i18n._("pages.team.nothingToShare")}</p>
        ) : (
          <>
            <p className={s.intro}>{i18n._("pages.team.intro")}</p>
            {state.team.members.map((m) => (
              <MemberDatasets
                key={m.id}
                member={m}
                shareable={state.team.shareable}
                shareablePermissions={state.team.shareablePermissions}
                locale={locale}
              />
            ))}
          </>
        )
      ) : null}
    </section>
  );
}
