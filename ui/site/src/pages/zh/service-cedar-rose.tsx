import {
  CREDIT_REPORT_COMPANIES,
  CREDIT_REPORT_COUNTRIES,
  CREDIT_REPORT_DOWNLOAD_EUR,
  CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR,
  CREDIT_REPORT_TURNAROUND,
} from "@portolan/core";
import {
  ButtonLink,
  CardGrid,
  DataTable,
  Faq,
  Hero,
  Section,
  Stats,
} from "../../components/content/content.tsx";
import CreditEnquiryForm from "../../islands/credit-enquiry.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets, FormSlot, Note, Steps } from "./parts/blocks.tsx";
import { plus, yi, zhHref } from "./parts/zh-format.ts";

const DOWNLOAD = `${CREDIT_REPORT_DOWNLOAD_EUR.min}–${CREDIT_REPORT_DOWNLOAD_EUR.max} 欧元`;
const FRESH = `${CREDIT_REPORT_FRESH_INVESTIGATION_FROM_EUR} 欧元起`;
const TURNAROUND = `${CREDIT_REPORT_TURNAROUND.minHours} 小时–${CREDIT_REPORT_TURNAROUND.maxDays} 天`;

export const meta: PageMeta = {
  title: "企业信用报告 — 全球企业资信调查 | Portolan",
  description: `覆盖 ${plus(CREDIT_REPORT_COUNTRIES)} 个国家、超过 ${yi(CREDIT_REPORT_COMPANIES)} 家企业的信用报告：现成报告 ${DOWNLOAD}，新鲜调查 ${FRESH}，${TURNAROUND} 交付。`,
};

export default function ServiceCedarRose() {
  return (
    <>
      <Hero
        title="企业信用报告：签单发货前，先看清对方"
        lead={`新客户下了大单、要求赊账，或者供应商要求预付全款？一份信用报告告诉您对方是否真实存在、经营是否正常、有没有不良记录。报告覆盖 ${plus(CREDIT_REPORT_COUNTRIES)} 个国家和地区、超过 ${yi(CREDIT_REPORT_COMPANIES)} 家企业。`}
      >
        <ButtonLink href="#credit-enquiry-form-section">填写报告咨询</ButtonLink>
        <ButtonLink href={zhHref("service/debtcollection")} secondary>
          已有欠款？了解商账追收
        </ButtonLink>
      </Hero>

      <Section title="服务数据">
        <Stats
          items={[
            { value: plus(CREDIT_REPORT_COUNTRIES), label: "覆盖国家和地区" },
            { value: `${yi(CREDIT_REPORT_COMPANIES)}+`, label: "家企业" },
            { value: DOWNLOAD, label: "现成报告下载" },
            { value: TURNAROUND, label: "交付时间" },
          ]}
        />
      </Section>

      <Section title="两种报告，按需选择">
        <DataTable
          caption="信用报告类型与价格"
          head={["类型", "适用情况", "价格", "交付"]}
          rows={[
            [
              "现成报告下载",
              "数据库中已有该企业近期的资料，适合快速核实身份与基本经营情况。",
              DOWNLOAD,
              `最快 ${CREDIT_REPORT_TURNAROUND.minHours} 小时`,
            ],
            [
              "新鲜调查报告",
              "由当地调查员重新核实，适合大额交易、首次合作或资料较少的国家。",
              FRESH,
              `最长 ${CREDIT_REPORT_TURNAROUND.maxDays} 天`,
            ],
          ]}
        />
        <p>价格因国家与报告深度而异，提交咨询后客户经理会报出确切的价格与交付时间。</p>
      </Section>

      <Section title="报告内容">
        <CardGrid
          items={[
            { title: "注册信息", text: "注册名称与编号、成立日期、法律形式、注册地址与经营范围。" },
            { title: "股东与管理层", text: "股东结构、董事与主要管理人员，以及关联企业。" },
            { title: "经营与财务", text: "员工规模、营业额与可获得的财务报表，主要往来银行。" },
            { title: "风险提示", text: "诉讼、破产、付款记录等不良信息，并给出信用评级与建议授信额度。" },
          ]}
        />
      </Section>

      <Section title="什么时候需要">
        <Bullets
          items={[
            "第一次与海外客户合作，对方要求信用证以外的付款方式（如赊销、到付）；",
            "客户突然加大订单量，或要求延长账期；",
            "海关数据显示对方采购记录与其自述规模不符；",
            "选择海外供应商、代理商或合资伙伴之前；",
            "对方迟迟不付款，需要判断其偿付能力、决定是否委托追收。",
          ]}
        />
      </Section>

      <Section title="办理流程">
        <Steps
          items={[
            "在下方表单中选择服务类型，填写目标企业的名称、网址、国家与地址，以及您的手机号。",
            "客户经理确认企业信息与报告类型，告知价格与预计交付时间。",
            "您确认并付款后，报告由合作征信机构出具，通过邮件交付。",
          ]}
        />
        <Note>信用报告由 Portolan 合作的国际征信机构出具，报告内容以所在国可合法获取的信息为限。</Note>
      </Section>

      <FormSlot
        slotId="credit-enquiry-form"
        title="信用报告咨询"
        lead="请选择服务并填写目标企业的公司名称、公司网址、所在国家与地址，以及您的手机号和验证码，所有字段均为必填。"
      >
        <CreditEnquiryForm />
      </FormSlot>

      <Section title="常见问题">
        <Faq
          items={[
            {
              q: "对方会知道我在查它吗？",
              a: "不会。现成报告来自已有数据；新鲜调查由调查员以常规商业核实方式进行，不会透露委托方。",
            },
            {
              q: "查不到目标企业怎么办？",
              a: "如果数据库中没有该企业，可以委托新鲜调查；若当地无法核实到该企业，这本身也是重要的风险信号。",
            },
          ]}
        />
      </Section>
    </>
  );
}
