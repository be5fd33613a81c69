import { DebtClaimForm } from "../forms/debt-claim-form.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("debt-claim", DebtClaimForm);
