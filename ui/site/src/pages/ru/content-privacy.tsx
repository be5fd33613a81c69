// /ru/content/privacy: how personal details inside trade records are handled, and the cookies the site
// sets. The full privacy policy is /ru/privacy; this page covers what is particular to trade data.
import { CUSTOMS_DATASETS, LANG_COOKIE_NAME } from "@portolan/core";
import { Hero, Prose } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { PrivacyReplyTimes } from "./parts/privacy-rights.tsx";
import { countRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";

/** Sources in which the source itself hides the importer's or the exporter's name. */
const masked = CUSTOMS_DATASETS.filter((d) => !d.importer || !d.exporter).length;

export const meta: PageMeta = {
  title: "Данные в торговых записях и cookie | Portolan",
  description:
    "Откуда берутся сведения о компаниях в таможенных данных, как исправить или скрыть запись о себе и какие cookie использует сайт.",
};

export const layout = "english";

export default function ContentPrivacyPage() {
  return (
    <>
      <Hero
        title="Данные в торговых записях и cookie"
        lead="Таможенные декларации и коносаменты описывают сделки между компаниями. Здесь — как мы обращаемся со сведениями о людях и компаниях в этих записях."
      />
      <Prose>
        <h2>Откуда берутся данные</h2>
        <p>
          Платформа собирает таможенные декларации, коносаменты, списки участников внешней торговли и торговую
          статистику из официальных и открыто публикуемых источников: всего{" "}
          {countRu(CUSTOMS_DATASETS.length, "набор", "набора", "наборов")} данных. Мы не дополняем записи
          сведениями о частной жизни и не собираем данные из закрытых источников.
        </p>
        <h2>Какие сведения о людях могут встречаться</h2>
        <p>
          В основном это реквизиты компаний: название, адрес, страна. В коносаментах иногда указаны имя
          контактного лица, телефон или адрес электронной почты отправителя, получателя или уведомляемой
          стороны — так, как их внёс перевозчик. Часть источников сама скрывает участников сделки: в {masked}{" "}
          из {countRu(CUSTOMS_DATASETS.length, "набора", "наборов", "наборов")} данных имя импортёра или
          экспортёра источник не публикует, и мы его не восстанавливаем.
        </p>
        <h2>Как пользователи могут использовать эти сведения</h2>
        <p>
          Только для деловых целей: поиска и проверки торговых партнёров, анализа рынка, логистики.
          Использовать контакты из записей для спама, преследования или перепродажи запрещено условиями
          обслуживания.
        </p>
        <h2>Если запись касается вас</h2>
        <p>
          Вы можете узнать, какие записи с вашими сведениями есть на платформе, попросить исправить неточность
          или скрыть контактные данные физического лица. Напишите нам через{" "}
          <a href={ruPath("contact")}>страницу контактов</a>. Сроки ответа:
        </p>
        <PrivacyReplyTimes />
        <h2>Cookie</h2>
        <ul>
          <li>
            <strong>{LANG_COOKIE_NAME}</strong> — запоминает выбранный язык сайта, чтобы при следующем визите
            открыть нужную версию.
          </li>
          <li>
            <strong>Cookie сеанса</strong> — хранит признак входа в учётную запись; удаляется при выходе или
            по окончании сеанса.
          </li>
        </ul>
        <p>
          Мы учитываем просмотры страниц, чтобы понимать, какие разделы полезны. Рекламных cookie третьих лиц
          сайт не ставит. Общие правила обработки персональных данных — в{" "}
          <a href={ruPath("privacy")}>политике конфиденциальности</a>.
        </p>
      </Prose>
    </>
  );
}
