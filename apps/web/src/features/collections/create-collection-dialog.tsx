import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { api, isApiError } from '@/lib/api';
import { useFormTouch } from '@/lib/field-touch';

const createCollectionForm = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  description: z.string().trim().max(1000).optional(),
});
type CreateCollectionForm = z.infer<typeof createCollectionForm>;

/** New collections are always private (spec): the toggle is shown, on and locked. */
export function CreateCollectionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<CreateCollectionForm>({
    resolver: zodResolver(createCollectionForm),
    mode: 'onChange',
    defaultValues: { name: '', description: '' },
  });
  const { isSubmitting } = form.formState;
  const touch = useFormTouch(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await api.post<{ data: { id: string } }>(
        '/api/stream/collections/add',
        { name: values.name, description: values.description || undefined, private: true },
        { redirects: { 404: false } },
      );
      notify.success('Collection created successfully');
      form.reset();
      touch.reset();
      onOpenChange(false);
      navigate(`/dashboard/collections/${res.data.id}`);
    } catch (error) {
      notify.error('Error', isApiError(error) ? error.message : 'Failed to create collection');
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          touch.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        size="sm"
        title="Create new collection"
        description="Group designs you love and come back to them any time."
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={isSubmitting}>
              Create collection
            </Button>
          </>
        }
      >
        <form
          id={`${id}-form`}
          onSubmit={submit}
          {...touch.formProps}
          className="flex flex-col gap-4"
          noValidate
        >
          <Field id={`${id}-name`} label="Name" required error={touch.error('name')}>
            <Input
              id={`${id}-name`}
              placeholder="E.g. Summer range ideas"
              aria-invalid={touch.error('name') ? true : undefined}
              aria-describedby={fieldDescribedBy(`${id}-name`, { error: touch.error('name') })}
              {...form.register('name')}
            />
          </Field>
          <Field id={`${id}-description`} label="Description" optional>
            <Textarea
              id={`${id}-description`}
              placeholder="What is this collection for?"
              {...form.register('description')}
            />
          </Field>
          <div className="flex items-center justify-between rounded-xl border border-zinc-200 bg-zinc-50 px-4 py-3">
            <div className="flex items-center gap-3">
              <Lock className="size-4 text-zinc-500" aria-hidden />
              <div>
                <p className="text-sm font-medium text-zinc-800">Private</p>
                <p className="text-xs text-zinc-500">Only you and people you invite can see it.</p>
              </div>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked="true"
              aria-label="Private"
              disabled
              className="relative h-6 w-10 rounded-full bg-brand-600 opacity-70"
            >
              <span className="absolute top-0.5 right-0.5 size-5 rounded-full bg-white shadow" />
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
