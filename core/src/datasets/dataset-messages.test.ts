import { describe, expect, it } from "vitest";
import { CUSTOMS_DATASETS } from "./customs-catalogue.ts";
import { datasetMessages, datasetNameMessages } from "./dataset-messages.ts";
import { CONTINENTS, DATASET_TYPES } from "./dataset-types.ts";
import { SHIP_DATASETS, TRANSIT_DATASETS } from "./ship-transit-catalogue.ts";

describe("dataset messages", () => {
  it("labels data sets in English", () => {
    expect(datasetNameMessages["datasets.source.IMP_MEXICO_CD_SEA"]).toBe(
      "Mexico imports, customs declarations (sea)",
    );
    expect(datasetNameMessages["datasets.source.EXP_USA_BL_SEA"]).toBe(
      "United States exports, bills of lading (sea)",
    );
    expect(datasetNameMessages["datasets.source.IMP_UK_ED_DEF"]).toBe("United Kingdom imports, trader lists");
    expect(datasetNameMessages["datasets.source.IMP_MEXICO_CD_ALL"]).toBe(
      "Mexico imports, customs declarations (all transport modes)",
    );
    expect(datasetNameMessages["datasets.source.EXP_PANAMA_CD_FTZ"]).toBe(
      "Panama exports, customs declarations (free trade zone)",
    );
    expect(datasetNameMessages["datasets.source.IMP_PERU_BL_AIR"]).toBe(
      "Peru imports, bills of lading (air)",
    );
    expect(datasetNameMessages["datasets.source.EXP_SILKROAD_CD_DEF"]).toBe(
      "Silk Road countries exports, customs declarations",
    );
    expect(datasetNameMessages["datasets.source.IMP_GLOBAL_BL_DEF"]).toBe("Global imports, bills of lading");
    expect(datasetNameMessages["datasets.ship.KR"]).toBe("South Korea");
    expect(datasetNameMessages["datasets.transit.EURASIAN"]).toBe("Eurasian transit");
  });

  it("has a label for every catalogue entry, every continent and every type", () => {
    const names = [...CUSTOMS_DATASETS, ...SHIP_DATASETS, ...TRANSIT_DATASETS].map((d) => d.name);
    expect(Object.keys(datasetNameMessages).sort()).toEqual([...names].sort());
    const ids: readonly string[] = Object.keys(datasetMessages);
    for (const c of CONTINENTS) expect(ids).toContain(`datasets.continent.${c}`);
    for (const t of DATASET_TYPES) expect(ids).toContain(`datasets.type.${t}`);
  });
});
