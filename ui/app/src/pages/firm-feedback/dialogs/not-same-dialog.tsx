// "Not the same company" on one of a profile's aliases (issue 30 "Feedback"): asked once more, with an
// optional comment; sent, it thanks the user and the alias shows the report as pending.
import { useLingui } from "@lingui/react/macro";
import { refetchCall } from "@portolan/kit/data/queries.ts";
import { useState } from "react";
import { useConsoleCall } from "../../../auth/console-client.ts";
import { CommentField, FeedbackDialog } from "./feedback-dialog.tsx";

export function NotSameDialog(props: {
  readonly firmId: number;
  readonly firmName: string;
  readonly spelling: string;
  readonly onClose: () => void;
}) {
  const { t } = useLingui();
  const call = useConsoleCall();
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { firmName, spelling } = props;
  const send = async () => {
    setBusy(true);
    const result = await call("firmFeedbackSend", {
      body: {
        kind: "apart",
        firmId: props.firmId,
        spelling,
        ...(comment.trim() === "" ? {} : { comment: comment.trim() }),
      },
    });
    setBusy(false);
    if (!result.ok) return;
    setSent(true);
    refetchCall("firmFeedbackMine", { query: { firmId: String(props.firmId) } });
  };
  return (
    <FeedbackDialog
      title={t`Not the same company?`}
      text={t`You are telling us that ${firmName} and “${spelling}” are two different companies. An operator checks the records and, if they agree, shows them apart from now on.`}
      sendLabel={t`Send the report`}
      busy={busy}
      sent={sent}
      onSend={() => void send()}
      onClose={props.onClose}
    >
      <CommentField value={comment} onChange={setComment} />
    </FeedbackDialog>
  );
}
