// Credit reports and international debt collection (spec §9 figures). Russian has no service pages
// (spec §2.1), so the answers point to the English pages, marked as English.
import {
  CREDIT_REPORT_COMPANIES,
  CREDIT_REPORT_COUNTRIES,
  CREDIT_REPORT_DOWNLOAD_EUR,
  CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR,
  CREDIT_REPORT_TURNAROUND,
  DEBT_CLIENT_SHARE_PERCENT,
  DEBT_COLLECTOR_SHARE_PERCENT,
  DEBT_LEGAL_FEE_MIN_USD,
  routeById,
} from "@portolan/core";
import { Faq } from "../../../components/content/content.tsx";
import { daysRu, groupRu } from "./ru-format.ts";

const enPath = (id: string): string => routeById(id)?.paths.en ?? "/en";

export function ServiceAnswers() {
  return (
    <Faq
      items={[
        {
          q: "Можно ли заказать кредитный отчёт о зарубежной компании?",
          a: (
            <p>
              Да: отчёты доступны по {CREDIT_REPORT_COUNTRIES}+ странам и более чем{" "}
              {groupRu(CREDIT_REPORT_COMPANIES / 1_000_000)} млн компаний. Готовый отчёт стоит от{" "}
              {CREDIT_REPORT_DOWNLOAD_EUR.min} до {CREDIT_REPORT_DOWNLOAD_EUR.max} евро, новое исследование —
              от {CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR} евро; срок — от{" "}
              {CREDIT_REPORT_TURNAROUND.minHours} часов до {daysRu(CREDIT_REPORT_TURNAROUND.maxDays)}. Заявка
              принимается на{" "}
              <a href={enPath("service/cedarRose")} hrefLang="en">
                странице кредитных отчётов (на английском)
              </a>
              .
            </p>
          ),
        },
        {
          q: "Помогаете ли вы взыскать долг с иностранного покупателя?",
          a: (
            <p>
              Да, по принципу «нет результата — нет оплаты»: из взысканной суммы {DEBT_CLIENT_SHARE_PERCENT}%
              получает клиент, {DEBT_COLLECTOR_SHARE_PERCENT}% — коллектор. Обращение в суд, если до него
              дойдёт, стоит не менее {groupRu(DEBT_LEGAL_FEE_MIN_USD)} долларов США. Заявка подаётся на{" "}
              <a href={enPath("service/debtcollection")} hrefLang="en">
                странице взыскания долгов (на английском)
              </a>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
