import {
  ACCOUNT_DORMANCY_MONTHS,
  ADULT_AGE_YEARS,
  ORDER_RESERVATION_DAYS,
  PACKAGE_TERM_MONTHS,
} from "@portolan/core";
import { Hero, Prose, Section } from "../../components/content/content.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets } from "./parts/blocks.tsx";
import { paymentMethodsZh } from "./parts/payment-zh.ts";
import { zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "服务条款 — 注册、订单、账户与责任 | Portolan",
  description:
    "Portolan 服务条款：注册资格、订单保留与失效、账户冻结与注销、数据使用规范、责任限制及适用法律与争议解决。",
};

export default function Terms() {
  return (
    <>
      <Hero
        title="Portolan 服务条款"
        lead="本条款是您与 Portolan 之间就使用本网站、数据产品与相关服务订立的协议。注册、登录或购买任何服务，即表示您已阅读并同意本条款。"
      />

      <Section title="一、注册资格">
        <Prose>
          <p>
            注册用户应为具有完全民事行为能力的成年人，或依法设立的企业及其他组织的授权代表。未满{" "}
            {ADULT_AGE_YEARS}{" "}
            周岁的未成年人注册或使用服务，须在监护人的陪同和同意下进行，并由监护人承担相应责任。
          </p>
          <p>
            您应提供真实、准确、完整的注册信息，并在信息变化时及时更新。一个企业可以开设一个主账户，并由主账户创建子账户、设置部门与权限；主账户对其子账户的使用行为负责。
          </p>
        </Prose>
      </Section>

      <Section title="二、服务内容">
        <Prose>
          <p>
            Portolan 提供全球海关数据、提单数据与贸易统计的检索，企业档案、买家搜索、营销工具、邮件中心、AI
            工具与客户管理等功能，以及年度数据套餐的在线购买。各项功能的开通以您购买的套餐与权限为准。
          </p>
          <p>
            信用报告、商账追收、跨境收付款、国际认证、出口小额贷款、报关代理、物流、外汇金融、外汇掉期与风险控制等第三方服务由合作机构提供。Portolan
            负责信息展示与需求对接，服务的具体内容、费用与责任以您与服务机构另行签署的协议为准。
          </p>
        </Prose>
      </Section>

      <Section title="三、订单与付款">
        <Bullets
          items={[
            `年度数据套餐的服务期为 ${PACKAGE_TERM_MONTHS} 个月，自合同开始时一次性支付全年费用。`,
            `可选付款方式：${paymentMethodsZh()}。`,
            `订单提交后未付款的，保留 ${ORDER_RESERVATION_DAYS} 天；逾期未付款的订单自动失效。`,
            "在订单保留期内，如所购服务升级、下线或价格调整，该订单同样失效。",
            "订单失效后，与该服务相关的协议随之失效；如仍需购买，请重新下单。",
            "部分在线购买的服务不支持退款，是否可退以每次购买时页面上的说明为准。",
          ]}
        />
      </Section>

      <Section title="四、数据使用规范">
        <Prose>
          <p>您承诺仅为自身合法经营目的使用平台数据与工具，并不得：</p>
        </Prose>
        <Bullets
          items={[
            "转售、出租、公开发布或以其他方式向第三方提供从平台获取的数据；",
            "使用爬虫、脚本等自动化手段批量抓取数据，或绕过导出数量限制；",
            "将账户出借、转让或与他人共用；",
            "利用平台发送垃圾邮件、实施欺诈或侵犯他人合法权益；",
            "干扰或破坏平台的正常运行与安全。",
          ]}
        />
      </Section>

      <Section title="五、账户冻结与注销">
        <Prose>
          <p>
            如您违反本条款中的承诺与保证，Portolan
            有权视情节冻结或注销您账户的部分或全部功能，并保留追究相应责任的权利。
          </p>
          <p>账户连续 {ACCOUNT_DORMANCY_MONTHS} 个月未登录，且没有未到期的服务的，将被注销。</p>
          <p>
            账户被冻结或注销后，您可以通过联系我们页面提出申诉，说明情况并提供相关材料。是否恢复账户由
            Portolan 审核后决定。
          </p>
        </Prose>
      </Section>

      <Section title="六、知识产权">
        <Prose>
          <p>
            平台的软件、界面设计、数据整理成果、文字与图表等内容的知识产权归 Portolan
            或相关权利人所有。未经书面许可，不得复制、改编或用于商业用途。
          </p>
        </Prose>
      </Section>

      <Section title="七、免责与责任限制">
        <Prose>
          <p>
            平台数据来自各国海关、船公司舱单与官方统计等公开来源，Portolan
            会尽合理努力进行清洗与核对，但不保证数据完全准确、完整或及时；您应结合其他信息独立作出商业判断。
          </p>
          <p>因 Portolan 违约给您造成损失的，Portolan 的赔偿责任以您为违约所涉服务支付的全部费用为限。</p>
        </Prose>
      </Section>

      <Section title="八、条款变更">
        <Prose>
          <p>
            Portolan
            可能根据业务与法律变化修订本条款，修订后的条款在本页公布后生效。修订后继续使用服务的，视为接受修订内容。
          </p>
        </Prose>
      </Section>

      <Section title="九、适用法律与争议解决">
        <Prose>
          <p>
            本条款的订立、履行与解释适用中华人民共和国法律。因本条款产生的争议，双方应先友好协商；协商不成的，任何一方均可向上海有管辖权的人民法院提起诉讼。
          </p>
          <p>
            对本条款有任何疑问，请通过<a href={zhHref("contact")}>联系我们页面</a>
            与我们沟通；个人信息的处理规则见
            <a href={zhHref("privacy")}>隐私政策</a>。
          </p>
        </Prose>
      </Section>
    </>
  );
}
