import { type Collection, collectionName } from '@packsmith/core';
import { Trash2, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { useUser } from '@/features/users';
import { isApiError } from '@/lib/api';
import { useFieldTouch } from '@/lib/field-touch';
import {
  useCollaborators,
  useDeleteCollection,
  useInviteCollaborator,
  useRemoveCollaborator,
  useUpdateCollection,
} from './api';

const message = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/** Rename and describe (owner only). */
export function EditCollectionDialog({
  collection,
  open,
  onOpenChange,
}: {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const touch = useFieldTouch<'name'>();
  const update = useUpdateCollection(collection.id);
  const parsed = collectionName.safeParse(name);
  const error = touch.shown('name', parsed.success ? undefined : parsed.error.issues[0]?.message);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    touch.submit();
    if (!parsed.success) return;
    update.mutate(
      { name: parsed.data, description: description.trim() || null },
      {
        onSuccess: () => {
          notify.success('Collection updated');
          onOpenChange(false);
        },
        onError: (e) => notify.error('Error', message(e, 'Could not update the collection')),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title="Edit collection"
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={update.isPending}>
              Save
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field id={`${id}-name`} label="Name" required error={error}>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...touch.control('name')}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescribedBy(`${id}-name`, { error })}
            />
          </Field>
          <Field id={`${id}-description`} label="Description" optional>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Delete the collection (its images stay in the library). */
export function DeleteCollectionDialog({
  collection,
  open,
  onOpenChange,
  onDeleted,
}: {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteCollection(collection.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title="Delete this collection?"
        description={`'${collection.name}' is deleted for you and everyone you shared it with. The images stay in your library.`}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    notify.success('Collection deleted');
                    onDeleted();
                  },
                  onError: (e) => notify.error('Error', message(e, 'Could not delete the collection')),
                })
              }
            >
              Delete
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

/** Share: the owner invites by e-mail and removes collaborators; collaborators see the list. */
export function ShareCollectionDialog({
  collection,
  open,
  onOpenChange,
}: {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const isOwner = collection.role === 'owner';
  const me = useUser();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const people = useCollaborators(collection.id, open);
  const invite = useInviteCollaborator(collection.id);
  const removePerson = useRemoveCollaborator(collection.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    invite.mutate(email.trim(), {
      onSuccess: () => {
        // The same for every address: whether it has an account is never shown.
        notify.success('Invitation sent', `${email.trim()} will see it once they sign in with that address.`);
        setEmail('');
      },
      onError: (e) => notify.error('Error', message(e, 'Could not send the invitation')),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={`Share '${collection.name}'`}
        description="Collaborators see this collection and can add their own images. It stays private to everyone else."
      >
        <div className="flex flex-col gap-5">
          {isOwner ? (
            <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
              <Field id={`${id}-email`} label="Invite by email" className="flex-1">
                <Input
                  id={`${id}-email`}
                  type="email"
                  placeholder="name@company.com"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </Field>
              <Button type="submit" loading={invite.isPending} disabled={!email.trim()}>
                <UserPlus aria-hidden /> Invite
              </Button>
            </form>
          ) : null}
          <section aria-label="Collaborators">
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-400 uppercase">
              People with access
            </h3>
            {people.isPending ? (
              <Skeleton className="h-12 rounded-xl" />
            ) : people.isError ? (
              <LoadError
                title="We couldn't load the collaborators"
                error={people.error}
                onRetry={people.refetch}
              />
            ) : people.data.length === 0 ? (
              <p className="text-sm text-zinc-500">Only you. Invite someone to collaborate.</p>
            ) : (
              <ul className="flex flex-col gap-1" data-testid="collaborators">
                {people.data.map((p) => {
                  const pending = p.status !== 'accepted';
                  const self = !pending && p.userId === me?.userId;
                  // The owner removes by the invitation's id; a collaborator leaves by their own id.
                  const target = isOwner ? p.id : (p.userId ?? p.id);
                  return (
                    <li
                      key={p.id}
                      className="flex items-center gap-3 rounded-xl px-2 py-1.5"
                      data-testid="collaborator"
                      data-status={p.status}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-zinc-900">
                          {pending ? p.email : p.name || p.email}
                        </span>
                        <span className="flex items-center gap-1.5 text-xs text-zinc-500">
                          {pending ? (
                            <>
                              <Badge variant="warning">Pending</Badge>
                              <span className="truncate">Invitation sent</span>
                            </>
                          ) : (
                            <span className="truncate">{p.email} · Collaborator</span>
                          )}
                        </span>
                      </span>
                      {isOwner || self ? (
                        <Button
                          size={isOwner ? 'icon-sm' : 'sm'}
                          variant="outline"
                          aria-label={
                            isOwner
                              ? pending
                                ? `Cancel the invitation to ${p.email}`
                                : `Remove ${p.email}`
                              : 'Leave this collection'
                          }
                          loading={removePerson.isPending && removePerson.variables === target}
                          onClick={() =>
                            removePerson.mutate(target, {
                              onSuccess: () => {
                                if (isOwner)
                                  return void notify.success(
                                    pending ? 'Invitation cancelled' : 'Collaborator removed',
                                  );
                                notify.success('You left the collection');
                                navigate('/dashboard/collections', { replace: true });
                              },
                              onError: (e) => notify.error('Error', message(e, 'Could not remove them')),
                            })
                          }
                        >
                          {isOwner ? <Trash2 aria-hidden /> : 'Leave'}
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
