import { CreditEnquiryForm } from "../forms/credit-enquiry-form.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("credit-enquiry", CreditEnquiryForm);
