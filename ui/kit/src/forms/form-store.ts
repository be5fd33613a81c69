// A form's state kept in a nanostore outside the component, so a form that is closed and opened
// again (the demo dialog) or re-rendered after a failure shows what the user typed.
import { atom, type ReadableAtom } from "nanostores";
import { type FormEvent, type FormState, initialFormState, nextFormState } from "./form-state.ts";

export interface FormStore<V extends object> {
  readonly $state: ReadableAtom<FormState<V>>;
  readonly dispatch: (event: FormEvent<V>) => FormState<V>;
}

export const createFormStore = <V extends object>(empty: V): FormStore<V> => {
  const $state = atom<FormState<V>>(initialFormState(empty));
  return {
    $state,
    dispatch: (event) => {
      const next = nextFormState($state.get(), event);
      $state.set(next);
      return next;
    },
  };
};
