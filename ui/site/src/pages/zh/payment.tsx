// 订单付款页 /cn/payment/{id}（D285）：一个模板服务所有订单号，订单由浏览器中的岛组件读取。
import PaymentOrder from "../../islands/payment-order.island.tsx";
import type { PageMeta } from "../page-module.ts";

export const meta: PageMeta = {
  title: "您的订单 — 付款 | Portolan",
  description: "数据套餐订单的状态、套餐、金额与付款截止时间。",
};

export default function Payment() {
  return <PaymentOrder />;
}
