// Russian names and one-line summaries of core's SOLUTIONS, keyed by their /ru/solutions sub-path.
import { SOLUTIONS, type Solution } from "@portolan/core";
import { ruPath } from "./ru-paths.ts";

interface SolutionWording {
  readonly name: string;
  readonly summary: string;
}

const WORDING: Readonly<Record<string, SolutionWording>> = {
  buyers: {
    name: "Покупателям и импортёрам",
    summary: "Находите проверенных производителей, сравнивайте поставщиков конкурентов и цены закупки.",
  },
  suppliers: {
    name: "Поставщикам и экспортёрам",
    summary: "Находите активных импортёров вашего товара в нужных странах и следите за их закупками.",
  },
  international: {
    name: "Международной логистике",
    summary: "Находите грузовладельцев, оценивайте грузопотоки по маршрутам и портам, предлагайте перевозку.",
  },
  consultation: {
    name: "Исследованиям и консалтингу",
    summary: "Оценивайте рынки, долю игроков и динамику поставок по первичным таможенным данным.",
  },
  lawfirms: {
    name: "Юридическим фирмам",
    summary: "Собирайте доказательства поставок, проверяйте контрагентов и ищите активы должников.",
  },
  financial: {
    name: "Финансовым организациям",
    summary: "Проверяйте реальность торговых операций клиентов при кредитовании и комплаенсе.",
  },
  investment: {
    name: "Инвестиционным компаниям",
    summary: "Проверяйте выручку и клиентов компаний до сделки и следите за портфелем.",
  },
  government: {
    name: "Государственным органам",
    summary: "Анализируйте торговые потоки, поддерживайте экспортёров и контролируйте риски.",
  },
  college: {
    name: "Вузам и студентам",
    summary: "Учите внешнеэкономической деятельности на реальных сделках и пишите исследования на данных.",
  },
  media: {
    name: "СМИ и журналистам",
    summary: "Находите и проверяйте истории о торговле, санкциях и цепочках поставок по документам.",
  },
};

/** The Russian wording of a solution (its English name if one were ever missing). */
export const solutionWording = (solution: Solution): SolutionWording =>
  WORDING[solution.ruSlug] ?? { name: solution.name, summary: "" };

/** Every solution with its /ru path and Russian wording, in core's order. */
export const RU_SOLUTIONS = SOLUTIONS.map((s) => ({
  ...s,
  ...solutionWording(s),
  href: ruPath(`solutions/${s.ruSlug}`),
}));
