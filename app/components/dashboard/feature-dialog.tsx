// The spec's "Feature in Development" dialog (requirements §2): 'Coming Soon!', the feature's name, a link to
// the roadmap and a close button. Reusable for any feature that is not switched on yet.
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { Icon } from "~/components/icons";
import { featureDialogCopy } from "~/content/accounts";

export function FeatureInDevelopmentDialog({
  open,
  onOpenChange,
  feature,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  feature: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={featureDialogCopy.title} size="sm">
      <div className="text-center">
        <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="map" className="size-6" />
        </span>
        <p className="mt-3 font-heading text-lg font-bold text-slate-900">{featureDialogCopy.heading}</p>
        <p className="mt-1 font-semibold text-brand-700">{feature}</p>
        <p className="mt-2 text-sm text-slate-600">{featureDialogCopy.body}</p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose>
          <Button variant="secondary">{featureDialogCopy.close}</Button>
        </DialogClose>
        <Link to="/roadmap" className={buttonClass()}>
          {featureDialogCopy.roadmapLink}
        </Link>
      </div>
    </Dialog>
  );
}
