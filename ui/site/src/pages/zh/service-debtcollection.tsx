import {
  DEBT_CLIENT_SHARE_PERCENT,
  DEBT_COLLECTOR_SHARE_PERCENT,
  DEBT_LEGAL_FEE_MIN_USD,
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
import DebtClaimForm from "../../islands/debt-claim.island.tsx";
import type { PageMeta } from "../page-module.ts";
import { Bullets, FormSlot, Note, Steps } from "./parts/blocks.tsx";
import { usd, zhHref } from "./parts/zh-format.ts";

export const meta: PageMeta = {
  title: "国际商账追收 — 不成功不收费 | Portolan",
  description: `海外客户拖欠货款？国际商账追收不成功不收费，追回款项 ${DEBT_CLIENT_SHARE_PERCENT}% 归您、${DEBT_COLLECTOR_SHARE_PERCENT}% 为追收佣金；在线提交欠款委托。`,
};

export default function ServiceDebtCollection() {
  return (
    <>
      <Hero
        title="国际商账追收：不成功，不收费"
        lead="货发出去了，钱却迟迟收不回来？由熟悉当地法律与商业习惯的追收团队出面，与海外债务人直接沟通。追不回来，您不用付任何追收费用。"
      >
        <ButtonLink href="#debt-claim-form-section">提交欠款委托</ButtonLink>
        <ButtonLink href={zhHref("service/cedarRose")} secondary>
          先查对方信用
        </ButtonLink>
      </Hero>

      <Section title="费用怎么算">
        <Stats
          items={[
            { value: `${DEBT_CLIENT_SHARE_PERCENT}%`, label: "追回款项归您" },
            { value: `${DEBT_COLLECTOR_SHARE_PERCENT}%`, label: "追收佣金" },
            { value: "0", label: "非诉讼追收失败的费用" },
          ]}
        />
        <DataTable
          caption="收费方式"
          head={["阶段", "费用"]}
          rows={[
            [
              "非诉讼追收",
              `不成功不收费。追回的款项中 ${DEBT_CLIENT_SHARE_PERCENT}% 归您，${DEBT_COLLECTOR_SHARE_PERCENT}% 作为追收佣金。`,
            ],
            [
              "法律程序（如需）",
              `非诉讼追收无果时，可选择进入诉讼或仲裁程序，律师费与诉讼费用不低于 ${usd(DEBT_LEGAL_FEE_MIN_USD)}，启动前会先征得您的同意。`,
            ],
          ]}
        />
      </Section>

      <Section title="追收流程">
        <Steps
          items={[
            "在下方表单提交委托：您的公司与联系人信息，债务人的公司、联系人、欠款金额，以及最近一次联系的时间与情况。",
            "追收团队评估案件，必要时请您补充合同、发票、提单与往来邮件等证明材料。",
            "由债务人所在地的追收人员以函件、电话与上门等方式沟通，争取一次性付款或分期还款协议。",
            "款项追回后按约定比例结算；若债务人拒不履行，团队会评估法律程序的可行性与费用，由您决定是否继续。",
          ]}
        />
      </Section>

      <Section title="适合哪些欠款">
        <CardGrid
          items={[
            { title: "货款拖欠", text: "已按合同发货，买方以各种理由拖延或拒绝付款。" },
            { title: "部分付款", text: "买方只支付定金或部分款项，余款长期未结。" },
            { title: "失联债务人", text: "对方不再回复邮件电话，需要当地人员核实其现状。" },
            { title: "质量争议", text: "买方以质量问题为由拒付，需要有经验的团队协助谈判。" },
          ]}
        />
      </Section>

      <Section title="提交前请准备">
        <Bullets
          items={[
            "债务人的公司全称、地址与联系人；",
            "欠款金额与币种；",
            "合同或订单、商业发票、提单等发货证明；",
            "催款往来记录，以及最近一次与债务人联系的时间和内容。",
          ]}
        />
        <Note>商账追收由 Portolan 合作的国际追收机构办理，具体权利义务以双方签署的委托协议为准。</Note>
      </Section>

      <FormSlot
        slotId="debt-claim-form"
        title="提交欠款委托"
        lead="请填写债权人（您的公司名称、联系人、邮箱与电话）和债务人（公司名称、联系人、最近联系时间、欠款金额、最近联系情况）信息。提交成功后，追收团队会与您联系。"
      >
        <DebtClaimForm />
      </FormSlot>

      <Section title="常见问题">
        <Faq
          items={[
            {
              q: "欠款多久以内比较容易追回？",
              a: "一般而言，欠款时间越短、证明材料越完整，追回的可能性越大。发现对方拖延付款时，建议尽早委托。",
            },
            {
              q: "委托后还能自己和客户联系吗？",
              a: "可以，但请与追收团队保持信息同步，避免对方利用不一致的说法拖延。",
            },
            {
              q: "如何避免下一次坏账？",
              a: "与新客户合作前查看其信用报告，并用海关数据核实其采购规模与合作供应商。",
            },
          ]}
        />
      </Section>
    </>
  );
}
