// The examples of a first call (issue 31 item 14, D335): one shipment search in curl, JavaScript
// and Python, for this provider's origin and a data set the account owns (api-examples.ts;
// open-platform.spec.ts runs each, as the page shows it, against the provider).
import { useLingui } from "@lingui/react/macro";
import { searchableDatasets } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { visuallyHidden } from "@portolan/kit/theme/visually-hidden.css.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import * as s from "../../widgets/widgets.css.ts";
import {
  API_EXAMPLE_LANGUAGES,
  API_KEY_VARIABLE,
  type ApiExampleLanguage,
  apiExamples,
} from "./api-examples.ts";
import * as o from "./open-platform.css.ts";

const NAMES: Readonly<Record<ApiExampleLanguage, string>> = {
  curl: "curl",
  javascript: "JavaScript",
  python: "Python",
};

/** The first data set the account owns that the example can search; the demo's US bills otherwise. */
const exampleDataset = (bits: string): string =>
  searchableDatasets(bits).flatMap((g) => g.datasets.filter((d) => d.description === true))[0]?.value ??
  "IMP_USA_BL_SEA";

export function ApiExamplesSection(props: { readonly origin: string; readonly bits: string }) {
  const { t } = useLingui();
  const [language, setLanguage] = useState<ApiExampleLanguage>("curl");
  const examples = apiExamples(props.origin, { dataset: exampleDataset(props.bits), keyword: "cotton" });
  return (
    <section className={s.card} aria-labelledby="api-examples-heading" data-testid="api-examples">
      <h2 id="api-examples-heading" className={s.cardTitle}>
        {t`A first call`}
      </h2>
      <p className={s.intro}>
        {t`Make a key above, put it in the environment variable ${API_KEY_VARIABLE}, and run one of these as written: a search for shipments whose goods mention cotton.`}
      </p>
      <fieldset className={o.tabs}>
        <legend className={visuallyHidden}>{t`Example language`}</legend>
        {API_EXAMPLE_LANGUAGES.map((l) => (
          <Button
            key={l}
            className={l === language ? f.primaryButton : f.secondaryButton}
            aria-pressed={l === language}
            onPress={() => setLanguage(l)}
          >
            {NAMES[l]}
          </Button>
        ))}
      </fieldset>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable). */}
      <pre className={o.code} data-testid="api-example" data-language={language} tabIndex={0}>
        <code>{examples[language]}</code>
      </pre>
    </section>
  );
}
