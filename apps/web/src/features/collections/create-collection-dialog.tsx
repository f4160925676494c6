import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { NewCollectionFields, useNewCollectionForm } from './collection-form';

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
  const state = useNewCollectionForm((collectionId) => {
    onOpenChange(false);
    navigate(`/dashboard/collections/${collectionId}`);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) state.reset();
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
            <Button type="submit" form={`${id}-form`} loading={state.submitting}>
              Create collection
            </Button>
          </>
        }
      >
        <NewCollectionFields id={id} state={state} />
      </DialogContent>
    </Dialog>
  );
}
