// The goods search's words, said briefly under the box (issue 31 item 5, D328, D330): OR, a minus
// or NOT, "phrases", a prefix with *, parentheses, and the fields of a bill of lading — each field a
// button that starts it in the box, spelled in the user's language (core reads all three).
import { useLingui } from "@lingui/react/macro";
import type { Locale, WordField } from "@portolan/core";
import * as s from "./words-help.css.ts";

type Field = Exclude<WordField, "hs">;

/** What each field is typed as, in each language (core's search-words.ts reads every spelling). */
const FIELD_KEYS: Readonly<Record<Locale, Readonly<Record<Field, string>>>> = {
  en: {
    bl: "bl",
    container: "container",
    vessel: "vessel",
    scac: "scac",
    notify: "notify",
    address: "address",
  },
  zh: { bl: "提单", container: "集装箱", vessel: "船名", scac: "承运人", notify: "通知人", address: "地址" },
  ru: {
    bl: "коносамент",
    container: "контейнер",
    vessel: "судно",
    scac: "перевозчик",
    notify: "уведомить",
    address: "адрес",
  },
};

const FIELDS: readonly Field[] = ["bl", "container", "vessel", "scac", "notify", "address"];

export function WordsHelp(props: {
  readonly id: string;
  readonly locale: Locale;
  /** Starts a field in the box: its key and a colon. */
  readonly onField: (typed: string) => void;
}) {
  const { t } = useLingui();
  const fieldName: Readonly<Record<Field, string>> = {
    bl: t`B/L number`,
    container: t`Container`,
    vessel: t`Vessel`,
    scac: t`Carrier (SCAC)`,
    notify: t`Notify party`,
    address: t`Address`,
  };
  const rules: readonly (readonly [string, string])[] = [
    [t`chairs OR sofas`, t`either word`],
    [t`chairs -steel`, t`without a word (also NOT steel)`],
    [t`"office chairs"`, t`the words in this order`],
    [t`furn*`, t`words that begin so`],
    [t`(chairs OR sofas) wood`, t`words side by side must all be there; parentheses group`],
  ];
  return (
    <details className={s.help} id={props.id}>
      <summary className={s.summary}>{t`How to write a search`}</summary>
      <dl className={s.rules}>
        {rules.map(([example, meaning]) => (
          <div key={example} className={s.rule}>
            <dt className={s.example}>{example}</dt>
            <dd className={s.meaning}>{meaning}</dd>
          </div>
        ))}
      </dl>
      <div className={s.fields}>
        <span>{t`Bills of lading also by:`}</span>
        {FIELDS.map((field) => (
          <button
            key={field}
            type="button"
            className={s.fieldButton}
            title={`${FIELD_KEYS[props.locale][field]}:`}
            onClick={() => props.onField(`${FIELD_KEYS[props.locale][field]}:`)}
          >
            {fieldName[field]}
          </button>
        ))}
      </div>
    </details>
  );
}
