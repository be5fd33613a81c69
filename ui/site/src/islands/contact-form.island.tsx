import { ContactForm } from "../forms/contact-form.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("contact-form", ContactForm);
