import { DESIGN_LIMITS, type SessionSummary } from '@packsmith/core';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { useFieldTouch } from '@/lib/field-touch';
import { useDeleteSession, useRenameSession } from './api';
import { sessionNameError } from './session-name';

/** Asks before a project (a design session) leaves the list. */
export function DeleteProjectDialog({
  project,
  onDone,
}: {
  project: SessionSummary | null;
  onDone: () => void;
}) {
  const remove = useDeleteSession();
  return (
    <Dialog open={!!project} onOpenChange={(open) => !open && onDone()}>
      <DialogContent
        size="sm"
        title="Delete this project?"
        description={project ? `'${project.name}' and its history leave your projects.` : undefined}
        footer={
          <>
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                project &&
                remove.mutate(project.id, {
                  onSuccess: () => {
                    notify.success('Project deleted');
                    onDone();
                  },
                  onError: (error) => notify.error('Could not delete the project', error.message),
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

function RenameContent({ project, onDone }: { project: SessionSummary; onDone: () => void }) {
  const [name, setName] = useState(project.name);
  const touch = useFieldTouch<'name'>();
  const rename = useRenameSession();
  const error = touch.shown('name', sessionNameError(name));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    touch.submit();
    if (sessionNameError(name)) return;
    if (name.trim() === project.name) return onDone();
    rename.mutate(
      { id: project.id, name: name.trim() },
      {
        onSuccess: () => {
          notify.success('Project renamed');
          onDone();
        },
        onError: (e) => notify.error('Could not rename the project', e.message),
      },
    );
  };
  return (
    <DialogContent
      size="sm"
      title="Rename project"
      footer={
        <>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" form="rename-project" loading={rename.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="rename-project" onSubmit={submit} noValidate>
        <Field id="project-name" label="Session name" error={error}>
          <Input
            id="project-name"
            autoFocus
            value={name}
            maxLength={DESIGN_LIMITS.sessionNameMax}
            aria-invalid={!!error}
            aria-describedby={fieldDescribedBy('project-name', { error })}
            onChange={(e) => setName(e.target.value)}
            {...touch.control('name')}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field>
      </form>
    </DialogContent>
  );
}

/** Renames a project from the list (the session page renames in place). */
export function RenameProjectDialog({
  project,
  onDone,
}: {
  project: SessionSummary | null;
  onDone: () => void;
}) {
  return (
    <Dialog open={!!project} onOpenChange={(open) => !open && onDone()}>
      {project ? <RenameContent key={project.id} project={project} onDone={onDone} /> : null}
    </Dialog>
  );
}
