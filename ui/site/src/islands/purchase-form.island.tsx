import { PurchaseForm } from "../forms/purchase-form.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("purchase-form", PurchaseForm);
