// The HS picker's dialog (hs-picker.tsx opens it; fetched on first use, lazy-dialog.ts): a find box
// (codes, words and common names in three languages, best match first: issue 31 item 6) and the
// tree. Sections are core's (named from the catalogues); a section's chapters, a chapter's headings
// and a heading's subheadings are asked of the provider when opened (tradeHsCodes), in the user's
// language.
import { useLingui } from "@lingui/react/macro";
import type { HsNode } from "@portolan/contracts";
import { HS_SECTIONS, hsPathOf, type Locale } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useEffect, useState } from "react";
import { Button, Heading } from "react-aria-components";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { Loading } from "../../widgets/load-state.tsx";
import { SearchModal } from "./search-modal.tsx";
import * as s from "./shipment-search.css.ts";

export interface HsDialogProps {
  readonly value: string;
  readonly locale: Locale;
  readonly onChange: (code: string) => void;
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

export function HsDialog(props: HsDialogProps) {
  return (
    <SearchModal isOpen={props.isOpen} onClose={props.onClose}>
      {(close) => (
        <HsPickerBody
          value={props.value}
          locale={props.locale}
          onChoose={(code) => {
            props.onChange(code);
            close();
          }}
          onClose={close}
        />
      )}
    </SearchModal>
  );
}

function HsPickerBody(props: {
  readonly value: string;
  readonly locale: Locale;
  readonly onChoose: (code: string) => void;
  readonly onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  // Asked once typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const path = hsPathOf(props.value);
  return (
    <>
      <Heading slot="title" className={s.dialogTitle}>
        {t`Choose an HS code`}
      </Heading>
      <label className={f.field}>
        <span className={f.label}>{t`Find by words or code`}</span>
        <input
          className={f.input}
          type="search"
          value={typed}
          placeholder={t`e.g. laptop, chairs or 847130`}
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      <div className={s.dialogBody}>
        {query.length >= 2 ? (
          <Found query={query} locale={props.locale} onChoose={props.onChoose} />
        ) : (
          <ul className={s.tree} aria-label={t`HS sections`}>
            {HS_SECTIONS.map((section) => (
              <Branch
                key={section.section}
                parent={section.section}
                open={path[0] === section.section}
                path={path}
                label={t`Section ${section.section}: ${i18n._(section.name)}`}
                locale={props.locale}
                onChoose={props.onChoose}
              />
            ))}
          </ul>
        )}
      </div>
      <div className={s.dialogActions}>
        {props.value === "" ? null : (
          <Button className={f.secondaryButton} onPress={() => props.onChoose("")}>
            {t`Any goods (no HS filter)`}
          </Button>
        )}
        <Button className={f.secondaryButton} onPress={props.onClose}>
          {t`Close`}
        </Button>
      </div>
    </>
  );
}

/** A section, chapter or heading that opens to show what is under it, loaded when first opened. */
function Branch(props: {
  readonly parent: string;
  readonly label: string;
  readonly open: boolean;
  readonly path: readonly string[];
  readonly locale: Locale;
  readonly onChoose: (code: string) => void;
  readonly choosable?: HsNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(props.open);
  return (
    <li>
      <div className={s.treeRow}>
        <button
          type="button"
          className={s.toggle}
          aria-expanded={open}
          aria-label={open ? t`Close ${props.label}` : t`Open ${props.label}`}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? "−" : "+"}</span>
        </button>
        {props.choosable === undefined ? (
          <span>{props.label}</span>
        ) : (
          <NodeButton node={props.choosable} onChoose={props.onChoose} />
        )}
      </div>
      {open ? <Children {...props} /> : null}
    </li>
  );
}

function Children(props: {
  readonly parent: string;
  readonly path: readonly string[];
  readonly locale: Locale;
  readonly onChoose: (code: string) => void;
}) {
  const { t } = useLingui();
  const { remote } = useConsoleQuery("tradeHsCodes", { query: { parent: props.parent, lang: props.locale } });
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed") return <p className={s.issue}>{t`The HS codes could not be loaded.`}</p>;
  return (
    <ul className={s.tree}>
      {remote.data.nodes.map((node) =>
        node.level === "chapter" || node.level === "heading" ? (
          <Branch
            key={node.code}
            parent={node.code}
            label={node.level === "chapter" ? t`Chapter ${node.code}` : t`Heading ${node.code}`}
            open={props.path[node.level === "chapter" ? 1 : 2] === node.code}
            path={props.path}
            locale={props.locale}
            onChoose={props.onChoose}
            choosable={node}
          />
        ) : (
          <li key={node.code}>
            <NodeButton node={node} onChoose={props.onChoose} />
          </li>
        ),
      )}
    </ul>
  );
}

function Found(props: {
  readonly query: string;
  readonly locale: Locale;
  readonly onChoose: (code: string) => void;
}) {
  const { t } = useLingui();
  const { remote } = useConsoleQuery("tradeHsCodes", { query: { q: props.query, lang: props.locale } });
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed") return <p className={s.issue}>{t`The HS codes could not be loaded.`}</p>;
  if (remote.data.nodes.length === 0) return <p role="status">{t`No HS code matches these words.`}</p>;
  return (
    <ul className={s.plainList} aria-label={t`HS codes found`}>
      {remote.data.nodes.map((node) => (
        <li key={node.code}>
          <NodeButton node={node} onChoose={props.onChoose} />
        </li>
      ))}
    </ul>
  );
}

/** A code to choose: its code and name (marked with its language when it is another). */
function NodeButton(props: { readonly node: HsNode; readonly onChoose: (code: string) => void }) {
  const { t } = useLingui();
  const { node } = props;
  return (
    <span>
      <button type="button" className={s.treeButton} onClick={() => props.onChoose(node.code)}>
        <strong>{node.code}</strong> <span lang={node.lang}>{node.name}</span>
      </button>
      {node.examples === undefined ? null : (
        <span className={f.hint}> {t`including ${node.examples.join("、")}`}</span>
      )}
    </span>
  );
}
