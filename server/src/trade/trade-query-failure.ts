// The refusal of a trade query its reader could not read (issue 31 item 7, D332): 10001 with the
// first issue's message (it names the parameter and what it takes, translated by the console), and
// every parameter at fault in `data.params`, so an API caller can tell which to mend.
import { ERROR_CODES, type TradeQueryIssue, tradeQueryIssueField } from "@portolan/core";
import { type Failure, failure } from "../http/reply.ts";

export const tradeQueryFailure = (
  issues: readonly TradeQueryIssue[],
  /** The call's own name of a parameter, where it differs from the search's (buyers' `country`). */
  rename: Readonly<Record<string, string>> = {},
): Failure => {
  const fields = [...new Set(issues.map((i) => tradeQueryIssueField(i)).map((f) => rename[f] ?? f))];
  return failure(ERROR_CODES.WRONG_PARAMETERS, issues[0] ?? "errors.code.wrongParameters", {
    params: { field: fields[0] ?? "", fields: fields.join(",") },
  });
};
