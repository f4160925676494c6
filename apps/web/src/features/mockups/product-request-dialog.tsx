import { createProductRequest, PRODUCT_REQUEST_LIMITS } from '@packsmith/core';
import { PackagePlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { UploadField } from '@/features/assets';
import { CountedTextarea } from '@/features/create';
import { useUser } from '@/features/users';
import { useCreateProductRequest } from './api';

const FORM_ID = 'product-request-form';
const TITLE = 'Request a product';
const DESCRIPTION = 'Tell us what to add to the catalogue. We’ll notify you when we decide.';

/** The form inside the dialog; mounted only while open, so each opening starts empty. */
function RequestForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [referenceImageId, setReferenceImageId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const send = useCreateProductRequest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createProductRequest.safeParse({
      name,
      description: description || undefined,
      referenceImageId,
    });
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ name: issue('name'), description: issue('description') });
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (res) => {
        notify.success('Product requested', res.message);
        onDone();
      },
      onError: (error) => notify.error('Could not send your request', error.message),
    });
  };

  return (
    <DialogContent
      title={TITLE}
      description={DESCRIPTION}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} loading={send.isPending} disabled={uploading}>
            Send request
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field id="product-request-name" label="Product name" required error={errors.name}>
          <Input
            id="product-request-name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors((was) => ({ ...was, name: undefined }));
            }}
            placeholder="e.g. Tin-tie coffee bag"
            maxLength={PRODUCT_REQUEST_LIMITS.maxName + 1}
            aria-invalid={errors.name ? true : undefined}
            autoFocus
          />
        </Field>
        <CountedTextarea
          id="product-request-description"
          label="Description"
          optional
          value={description}
          onChange={(value) => {
            setDescription(value);
            setErrors((was) => ({ ...was, description: undefined }));
          }}
          max={PRODUCT_REQUEST_LIMITS.maxDescription}
          placeholder="Size, material, how it opens…"
          error={errors.description}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-zinc-800">
            Reference image <span className="text-xs font-normal text-zinc-400">Optional</span>
          </span>
          <UploadField
            fileCategory="MOCKUP PRODUCT REQUEST"
            maxFiles={1}
            paste={false}
            title="Drop a photo of the product, or browse"
            onBusyChange={setUploading}
            onChange={(files) => setReferenceImageId(files[0]?.asset?.id ?? null)}
          />
        </div>
      </form>
    </DialogContent>
  );
}

/**
 * "Can't find your product? Request it": a dialog asking for the product's name, a description and
 * an optional reference image; logged out, it points to sign-in instead (a request has an owner).
 */
export function ProductRequestEntry() {
  const [open, setOpen] = useState(false);
  const user = useUser();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-dashed border-zinc-300 bg-zinc-50 px-4 py-3 text-sm text-zinc-600">
      <PackagePlus className="size-4 text-zinc-500" aria-hidden />
      <span>Can’t find your product?</span>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Request it
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && user ? <RequestForm onDone={() => setOpen(false)} /> : null}
        {open && !user ? (
          <DialogContent title={TITLE} description={DESCRIPTION}>
            <p className="text-sm text-zinc-700">
              Please{' '}
              <Link
                className="font-medium text-brand-700 underline"
                to="/sign-in?redirect=/dashboard/mockups/new"
              >
                sign in
              </Link>{' '}
              to request a product.
            </p>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
