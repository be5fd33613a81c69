// The frame of a Chinese service page: hero with the two standard actions, the page's own sections,
// then how a Portolan user applies and who provides the service.
import type { ReactNode } from "react";
import { ButtonLink, Hero, Section } from "../../../components/content/content.tsx";
import { Note, Steps } from "./blocks.tsx";
import { zhHref } from "./zh-format.ts";

export interface ServicePageProps {
  readonly title: string;
  readonly lead: ReactNode;
  /** The service in one phrase, used in the application steps, e.g. "跨境收付款". */
  readonly service: string;
  /** Steps of using the service; a standard sequence is shown when omitted. */
  readonly steps?: readonly ReactNode[];
  /** Whether a partner institution provides the service (the default) or Portolan itself. */
  readonly ownService?: boolean;
  readonly children: ReactNode;
}

export function ServicePage(props: ServicePageProps) {
  const steps = props.steps ?? [
    <>
      在本页点击“咨询{props.service}”，或登录 Portolan
      后从导航“第三方服务”进入，留下公司名称、联系人与需求概要。
    </>,
    "Portolan 客户经理确认需求，介绍合作机构的服务范围、资料要求与收费方式。",
    "您与服务机构确认方案并签署服务协议，按协议提交所需资料。",
    "服务办理过程中，Portolan 客户经理持续跟进进度，协助沟通与问题处理。",
  ];
  return (
    <>
      <Hero title={props.title} lead={props.lead}>
        <ButtonLink href={zhHref("contact")}>咨询{props.service}</ButtonLink>
        <ButtonLink href={zhHref("service")} secondary>
          查看全部服务
        </ButtonLink>
      </Hero>
      {props.children}
      <Section title="如何办理">
        <Steps items={steps} />
        {props.ownService ? null : (
          <Note>
            本服务由 Portolan 的合作机构提供。Portolan
            负责需求对接与进度跟进；具体服务内容、费用、时效与责任以您与服务机构签署的协议为准。
          </Note>
        )}
      </Section>
    </>
  );
}
