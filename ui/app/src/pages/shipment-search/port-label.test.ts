// The picker's port labels in the three languages (issue 31): name (in the user's language where
// the port-name table has one), code and the country in the user's language; a code no table knows
// said so. Words written out by hand from the catalogues.
import type { PortHit } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { createI18n } from "@portolan/kit/i18n/i18n.ts";
import { describe, expect, it } from "vitest";
import { consoleCatalog } from "../../i18n/console-catalog.ts";
import { portChoiceLabel } from "./port-label.ts";

const shanghai: PortHit = {
  code: "CNSHA",
  name: "Shanghai",
  country: "CN",
  codes: ["CNSHA", "CNSGH", "57035"],
  known: true,
};
const unknown: PortHit = { code: "57999", name: "57999", codes: ["57999"], known: false };
const label = async (port: PortHit, locale: Locale) =>
  portChoiceLabel(
    await createI18n(locale, async (l) => ({ messages: await consoleCatalog(l) })),
    port,
    locale,
  );

describe("a port as the picker offers it", () => {
  it("names the port, its code and its country in each language", async () => {
    expect(await label(shanghai, "en")).toBe("Shanghai (CNSHA), China");
    expect(await label(shanghai, "zh")).toBe("Shanghai（CNSHA），中国");
    expect(await label(shanghai, "ru")).toBe("Shanghai (CNSHA), Китай");
  });

  it("puts the port's name in the page's language first, the released name and code beside it", async () => {
    const named: PortHit = { ...shanghai, localName: "上海" };
    expect(await label(named, "zh")).toBe("上海（Shanghai，CNSHA），中国");
    expect(await label({ ...shanghai, localName: "Шанхай" }, "ru")).toBe("Шанхай (Shanghai, CNSHA), Китай");
  });

  it("says a code no table knows is offered as written", async () => {
    expect(await label(unknown, "en")).toBe("57999 (a code the port tables do not know)");
    expect(await label(unknown, "zh")).toBe("57999（港口表中没有此代码）");
    expect(await label(unknown, "ru")).toBe("57999 (такого кода нет в таблицах портов)");
  });
});
