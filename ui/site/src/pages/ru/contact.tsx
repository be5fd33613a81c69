// /ru/contact: what to write to us about, the message form's place and the ten offices (shared OFFICES).
import { CardGrid, Hero, Section } from "../../components/content/content.tsx";
import ContactForm from "../../islands/contact-form.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { OFFICES } from "../shared/offices.ts";
import * as s from "./parts/offices.css.ts";
import { countRu } from "./parts/ru-format.ts";
import { ruPath } from "./parts/ru-paths.ts";

export const meta: PageMeta = {
  title: "Контакты: офисы и обратная связь | Portolan",
  description: `Напишите нам о данных, пакетах и подключении команды. ${countRu(OFFICES.length, "офис", "офиса", "офисов")}, в том числе в Москве, Шанхае, Гонконге и Дубае.`,
};

export const layout = "english";

export default function ContactPage() {
  return (
    <>
      <Hero
        title="Свяжитесь с нами"
        lead="Подскажем, какие страны и источники подойдут для вашей задачи, поможем выбрать пакет и подключить коллег. Ответим на адрес электронной почты, который вы укажете."
      />
      <Section title="О чём можно спросить">
        <CardGrid
          items={[
            {
              title: "Данные и страны",
              href: ruPath("datacountries"),
              text: "Есть ли данные по нужной стране, какие поля в записях и за какой период.",
            },
            {
              title: "Выбор пакета",
              href: ruPath("package"),
              text: "Какой пакет покрывает ваши рынки и как оплатить его картой или банковским переводом.",
            },
            {
              title: "Решения для отрасли",
              href: ruPath("solutions"),
              text: "Как данные помогут в закупках, продажах, логистике, проверке контрагентов или исследованиях.",
            },
            {
              title: "Персональные данные",
              href: ruPath("privacy"),
              text: "Запросы о доступе к вашим данным и их исправлении — с темой «Конфиденциальность».",
            },
          ]}
        />
      </Section>
      <Section
        id="contact-form"
        title="Написать нам"
        lead="Укажите имя и фамилию, адрес электронной почты, тему и сообщение и введите код с картинки. Все поля обязательны."
      >
        <ContactForm />
      </Section>
      <Section
        title="Наши офисы"
        lead="Штаб-квартира находится в Шанхае; региональные офисы работают с клиентами своих регионов. О визите договоритесь заранее."
      >
        <ul className={s.list}>
          {OFFICES.map((o) => (
            <li key={o.id} className={s.office}>
              <h3 className={s.name}>{o.name.ru}</h3>
              <address className={s.address}>{o.address.ru}</address>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
