// A create page's form: the form kit's form, and a submit that creates the record, says so and
// moves on (e.g. to the new record's page).
import { useNavigate } from 'react-router-dom';
import { useForm, type FormConfig, type FormSave } from './use-form';

/** The part of a create command's mutation (a TanStack mutation of @pitaka/data) the form uses. */
export interface CreateCommand<I, R> {
  mutateAsync: (input: I) => Promise<R>;
}

export interface CreateSteps<I, R> extends Omit<FormSave<I, R>, 'send' | 'then'> {
  create: CreateCommand<I, R>;
  /** Where the page goes once created, e.g. the new record's page. */
  next: (created: R) => string;
}

/** `useForm` with a submit that sends the checked input to `create`, then opens `next`. */
export function useCreateForm<V, I, F extends string, R>(
  config: FormConfig<V, I, F>,
  { create, next, ...steps }: CreateSteps<I, R>,
) {
  const form = useForm(config);
  const navigate = useNavigate();
  const submit = () =>
    form.save({ ...steps, send: (input) => create.mutateAsync(input), then: (created) => navigate(next(created)) });
  return { form, busy: form.busy, submit };
}
