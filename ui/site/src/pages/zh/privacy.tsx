import {
  ACCOUNT_DORMANCY_MONTHS,
  ADULT_AGE_YEARS,
  LANG_COOKIE_NAME,
  PRIVACY_ACCESS_REPLY_DAYS,
  PRIVACY_CORRECTION_DAYS,
  PRIVACY_GENERAL_REPLY_DAYS,
} from "@portolan/core";
import { DataTable, Hero, Prose, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "隐私政策 — 个人信息的收集、使用与您的权利 | Portolan",
  description: `Portolan 如何收集、使用、共享和保护您的个人信息，以及查询请求 ${PRIVACY_ACCESS_REPLY_DAYS} 天内答复、更正最迟 ${PRIVACY_CORRECTION_DAYS} 天内完成等您的权利。`,
};

export default function Privacy() {
  return (
    <>
      <Hero
        title="隐私政策"
        lead="我们只收集提供服务所必需的信息，并清楚告诉您这些信息用在哪里、与谁共享，以及您可以如何查询、更正和删除。"
      />

      <Section title="一、我们收集哪些信息">
        <DataTable
          caption="收集的信息与场景"
          head={["场景", "信息"]}
          rows={[
            ["注册与账户", "账户名、昵称、邮箱、手机号、公司名称、部门名称；子账户由主账户创建并管理。"],
            [
              "预约演示",
              "姓名、公司名称、职位、邮箱、电话、所在国家、感兴趣的数据国家、留言（选填）以及邮箱验证码。",
            ],
            ["联系我们", "姓名、邮箱、主题、留言内容与图片验证码。"],
            ["信用报告咨询", "所选服务、公司名称、公司网址、手机号、国家、公司地址与验证码。"],
            [
              "商账追收委托",
              "债权人的公司名称、联系人、邮箱与电话；债务人的公司名称、联系人、最近联系时间、欠款金额与最近联系情况。",
            ],
            [
              "购买套餐",
              "姓名、邮箱、登录密码（加密保存）与订单信息；卡号等支付信息由支付服务商直接处理，我们不保存。",
            ],
            ["使用平台", "访问的页面、检索与导出记录、设备与浏览器类型、IP 地址，用于安全防护与改进服务。"],
          ]}
        />
      </Section>

      <Section title="二、我们如何使用信息">
        <Bullets
          items={[
            "开通和维护您的账户，识别您的身份与权限；",
            "回复您的咨询，安排演示，办理您委托的服务；",
            "处理订单、付款与发票；",
            "发送服务通知，如订单状态、服务到期与账户安全提醒；",
            "统计页面访问情况，改进网站与产品；",
            "防范欺诈、滥用与安全风险，履行法定义务。",
          ]}
        />
      </Section>

      <Section title="三、Cookie 与同类技术">
        <Prose>
          <p>
            我们使用名为 <code>{LANG_COOKIE_NAME}</code> 的 Cookie 记住您选择的网站语言，使用登录凭证 Cookie
            保持您的登录状态，并记录页面访问以统计网站使用情况。我们不使用 Cookie
            进行跨网站的广告追踪。您可以在浏览器中清除或禁用 Cookie，但登录等功能可能因此无法使用。
          </p>
        </Prose>
      </Section>

      <Section title="四、我们如何共享信息">
        <Prose>
          <p>我们不会出售您的个人信息。仅在以下情形中共享必要的信息：</p>
        </Prose>
        <Bullets
          items={[
            "您委托信用报告、商账追收等第三方服务时，向办理该服务的合作机构提供表单中的信息；",
            "付款时，由支付服务商处理支付所需的信息；",
            "依照法律法规、司法或行政机关的要求提供；",
            "为保护 Portolan、用户或公众的人身财产安全所必需的情形。",
          ]}
        />
      </Section>

      <Section title="五、存储与安全">
        <Prose>
          <p>
            我们采取加密传输、密码加密存储、访问权限控制与操作日志等措施保护您的信息，并仅在实现收集目的所需的期限内保存。账户连续{" "}
            {ACCOUNT_DORMANCY_MONTHS}{" "}
            个月未登录且没有未到期服务的，账户将被注销，相关信息按法律要求删除或匿名化处理。
          </p>
        </Prose>
      </Section>

      <Section title="六、您的权利与答复时限">
        <DataTable
          caption="您可以提出的请求"
          head={["请求", "我们的处理时限"]}
          rows={[
            ["查询我们持有的您的个人信息", `收到请求后 ${PRIVACY_ACCESS_REPLY_DAYS} 天内答复`],
            ["更正不准确或不完整的信息", `最迟 ${PRIVACY_CORRECTION_DAYS} 天内完成更正`],
            ["关于个人信息的其他咨询、删除或撤回同意", `${PRIVACY_GENERAL_REPLY_DAYS} 天内答复`],
          ]}
        />
        <Prose>
          <p>
            请通过<a href={zhHref("contact")}>联系我们页面</a>
            提交请求，并注明“个人信息”。为保护您的信息安全，我们可能需要先核实您的身份。
          </p>
        </Prose>
      </Section>

      <Section title="七、未成年人">
        <Prose>
          <p>
            我们的服务面向企业用户。未满 {ADULT_AGE_YEARS}{" "}
            周岁的未成年人应在监护人同意和指导下使用，监护人可以随时联系我们查询、更正或删除未成年人的信息。
          </p>
        </Prose>
      </Section>

      <Section title="八、政策更新">
        <Prose>
          <p>
            本政策可能随业务与法律变化更新，更新后的版本在本页公布。涉及您权利的重大变化，我们会通过站内通知或邮件告知。服务的其他约定见
            <a href={zhHref("terms")}>服务条款</a>。
          </p>
        </Prose>
      </Section>
    </>
  );
}
