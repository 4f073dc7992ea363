import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";

/** A react-hook-form form that `resolver` checks on submit, then again on every change (react-hook-form's defaults, made explicit). */
export const useCheckedForm = <T extends FieldValues>(resolver: Resolver<T>, defaultValues: DefaultValues<T>) =>
  useForm<T>({ resolver, mode: "onSubmit", reValidateMode: "onChange", defaultValues });
