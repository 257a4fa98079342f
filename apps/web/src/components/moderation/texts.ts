// The texts of reporting and moderation (issue 29): the "More" menu, the report dialog, the notice on
// hidden content and the admins' Reports screen.
// Getters and functions: each reading translates into the active language (issue 31).
import { t } from '@lingui/core/macro';
import type { ReportAction, ReportTargetType } from '@prompt-lib/contract';

export const REPORTS_TEXT = {
  get more() {
    return t({ message: 'More', comment: 'button: the menu of more actions (Report)' });
  },
  get report() {
    return t({ message: 'Report', comment: 'menu item: report this content to the moderators' });
  },
  /** The report dialog's title for a prompt, a comment or a collection. */
  dialogTitle: (type: ReportTargetType) =>
    ({
      prompt: t`Report prompt`,
      comment: t`Report comment`,
      collection: t`Report collection`,
    })[type],
  get dialogText() {
    return t`Tell the moderators what is wrong. They will review it and may hide or delete it.`;
  },
  get reasonLegend() {
    return t`Reason`;
  },
  get reasonHints() {
    return {
      spam: t`Advertising, scams or repeated junk`,
      offensive: t`Hateful, harassing or otherwise abusive`,
      copyright: t`Someone else’s work posted without permission`,
      other: t`Something the moderators should look at`,
    };
  },
  get detailsLabel() {
    return t`Details (optional)`;
  },
  get detailsPlaceholder() {
    return t`Anything that helps the moderators understand the problem…`;
  },
  get cancel() {
    return t`Cancel`;
  },
  get send() {
    return t`Send Report`;
  },
  get sending() {
    return t`Sending...`;
  },
  get sent() {
    return t`Thanks for your report. A moderator will look at it.`;
  },
  get sendFailed() {
    return t`Failed to send the report`;
  },
  get hiddenNotice() {
    return t`Hidden by a moderator`;
  },
  get hiddenText() {
    return t`Only you and the admins can see this.`;
  },
  get hiddenTextAdmin() {
    return t`Only its owner and the admins can see this.`;
  },
  note: (note: string) => t`Moderator’s note: ${note}`,
  get unhide() {
    return t`Unhide`;
  },
  get unhidden() {
    return t`It is visible again`;
  },
  get unhideFailed() {
    return t`Failed to unhide`;
  },
  get screenTitle() {
    return t`Reports`;
  },
  get screenDescription() {
    return t`Review what users reported: dismiss the report, hide the content or delete it.`;
  },
  get adminOnly() {
    return t`Only admins can review reports.`;
  },
  get open() {
    return t({ message: 'Open', context: 'reports not yet resolved' });
  },
  get resolved() {
    return t({ message: 'Resolved', context: 'reports already resolved' });
  },
  get emptyOpen() {
    return t`No open reports`;
  },
  get emptyResolved() {
    return t`No resolved reports`;
  },
  get loadFailed() {
    return t`Failed to load reports`;
  },
  get deleted() {
    return t({ message: 'Deleted', comment: 'the reported content no longer exists' });
  },
  by: (name: string) => t`Reported by ${name}`,
  get byUnknown() {
    return t`Reported by a deleted account`;
  },
  owner: (name: string) => t`Owner: ${name}`,
  get noteLabel() {
    return t`Note to the owner (optional)`;
  },
  get notePlaceholder() {
    return t`Shown with “Hidden by a moderator”`;
  },
  get dismiss() {
    return t({ message: 'Dismiss', comment: 'button: dismiss the report' });
  },
  get hide() {
    return t({ message: 'Hide', comment: 'button: hide the reported content' });
  },
  get delete() {
    return t({ message: 'Delete', comment: 'button: delete the reported content' });
  },
  get deleteTitle() {
    return t`Delete Reported Content`;
  },
  get deleteText() {
    return t`Are you sure you want to delete it for everyone? This action cannot be undone.`;
  },
  get done() {
    return { dismiss: t`Report dismissed`, hide: t`Content hidden`, delete: t`Content deleted` };
  },
  get resolveFailed() {
    return t`Failed to resolve the report`;
  },
  /**
   * What became of a resolved report, as one phrase with who resolved it when known (languages order
   * the outcome and the name differently). `action` is null for a report resolved without one.
   */
  resolution: (action: ReportAction | null, name: string | null) => {
    if (name === null) {
      return {
        dismiss: t({ message: 'Dismissed', context: 'report outcome' }),
        hide: t({ message: 'Hidden', context: 'report outcome' }),
        delete: t({ message: 'Deleted', context: 'report outcome' }),
        none: t({ message: 'Resolved', context: 'report outcome' }),
      }[action ?? 'none'];
    }
    return {
      dismiss: t`Dismissed by ${name}`,
      hide: t`Hidden by ${name}`,
      delete: t`Deleted by ${name}`,
      none: t`Resolved by ${name}`,
    }[action ?? 'none'];
  },
  get targetLabels() {
    return {
      prompt: t({ message: 'Prompt', context: 'kind of reported content' }),
      comment: t({ message: 'Comment', context: 'kind of reported content' }),
      collection: t({ message: 'Collection', context: 'kind of reported content' }),
    };
  },
};
