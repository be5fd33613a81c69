// The floating contact widget's configuration (spec §2.6: phone line, QQ number, WeChat QR code),
// built from the site configuration. Its own module: the QR image is drawn only when the widget's
// panel is first opened. Replace the placeholder with the real code's image address (a data: address
// or a file of this site: the CSP allows no other host).
import type { ContactConfig } from "@portolan/core";
import { qrPlaceholderSrc } from "./qr-placeholder.ts";
import { CONTACT_PHONE, CONTACT_QQ } from "./site-config.ts";

export const CONTACT: ContactConfig = {
  phone: CONTACT_PHONE,
  qq: CONTACT_QQ,
  wechatQrSrc: qrPlaceholderSrc(),
};
