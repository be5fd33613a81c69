// Keeps a submission, then mails: nothing the user typed is lost to a mail failure. A mail that
// cannot be sent after the submission is stored is logged, and the form still succeeds
// (decision: server-forms "Store before mailing").

import type {
  FormSubmission,
  FormSubmissions,
  StoredSubmission,
  SubmissionLimit,
} from "../../accounts/forms/forms-port.ts";
import type { Logger } from "../../ports/logger.ts";
import type { Mailer, MailMessage } from "../../ports/mailer.ts";

export interface FormsDeps {
  readonly submissions: FormSubmissions;
  readonly mailer: Mailer;
  readonly salesEmail: string;
  readonly log: Logger;
}

export const recordSubmission = async (
  deps: FormsDeps,
  submission: FormSubmission,
  mailsFor: (stored: StoredSubmission) => readonly MailMessage[],
  limit?: SubmissionLimit,
): Promise<boolean> => {
  const recorded = await deps.submissions.record(submission, limit);
  if (!recorded.ok) return false;
  for (const mail of mailsFor({ ...submission, id: recorded.id })) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.error(`form submission #${recorded.id} (${submission.kind}): a mail could not be sent`, error);
    }
  }
  return true;
};
