// The words of exports: what one holds, its status, its size, in the user's language.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ExportSubject, ExportView } from "@portolan/contracts";
import { customsDatasetByValue, type Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import type { Translate as TranslateId } from "@portolan/kit/forms/notice-text.ts";
import { datasetLabel } from "../../widgets/dataset-label.ts";

export const STATUS_WORDS: Record<ExportView["status"], MessageDescriptor> = {
  queued: msg`Waiting`,
  running: msg`Writing`,
  done: msg`Ready`,
  failed: msg`Failed`,
};

export const TABLE_WORDS: Record<"partners" | "hsCodes" | "ports" | "lanes" | "monthly", MessageDescriptor> =
  {
    partners: msg`Top partners`,
    hsCodes: msg`HS codes`,
    ports: msg`Ports of loading`,
    lanes: msg`Trade lanes`,
    monthly: msg`Shipments by month`,
  };

type Translate = (d: MessageDescriptor) => string;

/** What an export holds, in a line: "Shipment search: US imports (bills of lading) · chairs". */
export const subjectText = (
  subject: ExportSubject,
  _: Translate,
  byId: TranslateId,
  locale: Locale,
): string => {
  if (subject.kind === "search") {
    const { datasets, keyword } = subject.query;
    const names = datasets.split(",").map((code) => {
      const d = customsDatasetByValue(code);
      return d === undefined ? code : datasetLabel(byId, d, locale);
    });
    const what = [names.join(", "), keyword].filter(Boolean).join(" · ");
    return _(msg`Shipment search: ${what}`);
  }
  const firm = subject.name ?? `#${subject.id}`;
  if (subject.kind === "partners") return _(msg`Partner report: ${firm}`);
  const table = _(TABLE_WORDS[subject.table]);
  // A language's own colon ("每月运单：…" in Chinese).
  return _(msg`${table}: ${firm}`);
};

/** A file's size: bytes below a kilobyte, else kilobytes or megabytes with one decimal. */
export const sizeText = (bytes: number, locale: Locale): string => {
  if (bytes < 1024) return `${formatNumber(bytes, locale)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 102.4) / 10, locale)} KB`;
  return `${formatNumber(Math.round(bytes / (1024 * 102.4)) / 10, locale)} MB`;
};
