// The privacy response times of spec §9, as a paragraph list; shared by both privacy pages.
import {
  PRIVACY_ACCESS_REPLY_DAYS,
  PRIVACY_CORRECTION_DAYS,
  PRIVACY_GENERAL_REPLY_DAYS,
} from "@portolan/core";
import { daysRu } from "./ru-format.ts";

export function PrivacyReplyTimes() {
  return (
    <ul>
      <li>
        запрос на доступ к вашим данным (какие сведения о вас мы храним и как используем) — ответ в течение{" "}
        {`${daysRu(PRIVACY_ACCESS_REPLY_DAYS)};`}
      </li>
      <li>
        запрос на исправление неточных или неполных данных — исправление не позднее чем через{" "}
        {`${daysRu(PRIVACY_CORRECTION_DAYS)};`}
      </li>
      <li>
        любой другой вопрос о конфиденциальности — ответ в течение {daysRu(PRIVACY_GENERAL_REPLY_DAYS)}.
      </li>
    </ul>
  );
}
