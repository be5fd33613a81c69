// A quantity's unit as a reader of the page's language writes it: kilograms are ours to name (China
// customs writes 千克, Comtrade kg); other units stay as the source writes them (台, 个, u, m2).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const KG: MessageDescriptor = msg`kg`;
const KILOGRAMS = new Set(["kg", "KG", "千克", "公斤"]);

export const unitName = (unit: string, translate: (m: MessageDescriptor) => string): string =>
  KILOGRAMS.has(unit.trim()) ? translate(KG) : unit;
