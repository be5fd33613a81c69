// /ru/packageterms: the terms of the annual data packages (spec §4 Orders, §9).

import { useLingui } from "@lingui/react";
import {
  ORDER_RESERVATION_DAYS,
  PACKAGE_TERM_MONTHS,
  PACKAGE_TIERS,
  PAYMENT_METHODS,
  packageTierLabel,
  paymentMethodLabel,
} from "@portolan/core";
import { Hero, Prose } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { LegalClosing } from "./parts/legal-closing.tsx";
import { daysRu, monthsRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";

export const meta: PageMeta = {
  title: "Условия пакетов данных | Portolan",
  description: `Срок пакета ${monthsRu(PACKAGE_TERM_MONTHS)} с оплатой полностью, резерв неоплаченного заказа ${daysRu(ORDER_RESERVATION_DAYS)}, возвраты, ответственность и применимое право.`,
};

export const layout = "english";

export default function PackageTermsPage() {
  const { i18n } = useLingui();
  const names = PACKAGE_TIERS.map((t) => i18n._(packageTierLabel(t.id))).join(", ");
  return (
    <>
      <Hero
        title="Условия пакетов данных"
        lead="Эти условия действуют при покупке годовых пакетов данных на сайте и дополняют общие условия обслуживания."
      />
      <Prose>
        <h2>1. Предмет</h2>
        <p>
          Portolan предоставляет доступ к таможенным и торговым данным в объёме выбранного пакета ({names}).
          Охват и цена каждого пакета указаны на <a href={ruPath("package")}>странице пакетов</a> и в заказе.
        </p>
        <h2>2. Срок и оплата</h2>
        <p>
          Каждый пакет заключается на {monthsRu(PACKAGE_TERM_MONTHS)} (1 год). Стоимость за весь срок
          оплачивается полностью в начале действия договора; помесячная оплата не предусмотрена. Цены указаны
          в долларах США. Срок начинается с момента покупки и заканчивается в тот же день и час через{" "}
          {monthsRu(PACKAGE_TERM_MONTHS)}.
        </p>
        <p>Способы оплаты: {PAYMENT_METHODS.map((m) => i18n._(paymentMethodLabel(m))).join("; ")}.</p>
        <h2>3. Заказ и его резерв</h2>
        <p>
          Оформленный, но не оплаченный заказ сохраняется за вами {daysRu(ORDER_RESERVATION_DAYS)}. Если
          оплата не поступила в этот срок, заказ становится недействительным. Заказ также становится
          недействительным, если до оплаты услуга была обновлена, снята с продажи или изменилась её цена.
          Недействительный заказ аннулирует соглашение по этой услуге; чтобы получить услугу, оформите новый
          заказ на актуальных условиях.
        </p>
        <h2>4. Возврат средств</h2>
        <p>
          Некоторые услуги, приобретаемые онлайн, не подлежат возврату. Это прямо указывается при каждой
          покупке до оплаты, и, оплачивая такую услугу, вы соглашаетесь с этим условием. По остальным услугам
          запрос на возврат направляется через <a href={ruPath("contact")}>форму обратной связи</a> и
          рассматривается с учётом уже предоставленного доступа к данным.
        </p>
        <h2>5. Использование данных</h2>
        <p>
          Доступ предоставляется владельцу учётной записи и её субаккаунтам для собственных деловых целей.
          Перепродажа данных, их массовая выгрузка для третьих лиц и передача доступа другим организациям
          запрещены. При нарушении мы вправе заморозить или закрыть часть или все функции учётной записи.
        </p>
        <LegalClosing first={6} />
        <p>
          См. также <a href={ruPath("terms")}>условия обслуживания</a> и{" "}
          <a href={ruPath("privacy")}>политику конфиденциальности</a>.
        </p>
      </Prose>
    </>
  );
}
