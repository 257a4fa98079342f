// Avatar menu of the header: who is signed in, their pages (prompts, those shared with them, collections,
// groups, suggested edits), admin pages (categories, tags, settings, users, audit log, webhooks,
// reports), and
// Logout (to /).
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@prompt-lib/contract';
import {
  ArrowDownUp,
  FileText,
  Flag,
  FolderHeart,
  FolderTree,
  GitPullRequestArrow,
  LogOut,
  ScrollText,
  Settings,
  Share2,
  SlidersHorizontal,
  Tags,
  Users,
  UsersRound,
  Webhook,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';

export function UserMenu({
  user,
  isAdmin,
  onLogout,
}: {
  user: User;
  isAdmin: boolean;
  onLogout: () => void;
}) {
  const { t } = useLingui();
  const username = user.username;
  const navigate = useNavigate();
  const logout = () => {
    onLogout();
    navigate('/');
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        aria-label={t`Account menu for ${username}`}
      >
        <Avatar name={user.username} src={user.avatarUrl} size="sm" className="size-9" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar name={user.username} src={user.avatarUrl} />
          <span className="min-w-0">
            <span dir="auto" className="block truncate text-sm font-semibold text-slate-900">
              {username}
            </span>
            <span className="block truncate text-xs font-normal text-slate-500">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/myprompts">
            <FileText aria-hidden="true" />
            <Trans>My Prompts</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/promptslist/shared">
            <Share2 aria-hidden="true" />
            <Trans>Shared with me</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/collections">
            <FolderHeart aria-hidden="true" />
            <Trans>Collections</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/groups">
            <UsersRound aria-hidden="true" />
            <Trans>Groups</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/suggestions">
            <GitPullRequestArrow aria-hidden="true" />
            <Trans>Suggestions</Trans>
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <>
            <DropdownMenuItem asChild>
              <Link to="/categories">
                <FolderTree aria-hidden="true" />
                <Trans>Categories</Trans>
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/tags">
                <Tags aria-hidden="true" />
                <Trans>Tags</Trans>
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/settings">
                <SlidersHorizontal aria-hidden="true" />
                <Trans context="admin settings">Settings</Trans>
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/users">
                <Users aria-hidden="true" />
                <Trans>Users</Trans>
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/audit">
                <ScrollText aria-hidden="true" />
                <Trans>Audit log</Trans>
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/webhooks">
                <Webhook aria-hidden="true" />
                <Trans>Webhooks</Trans>
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/reports">
                <Flag aria-hidden="true" />
                <Trans>Reports</Trans>
              </Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuItem asChild>
          <Link to="/import-export">
            <ArrowDownUp aria-hidden="true" />
            <Trans>Import & Export</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile/settings">
            <Settings aria-hidden="true" />
            <Trans>Profile Settings</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={logout}
          className="text-red-700 data-highlighted:bg-red-50 data-highlighted:text-red-700"
        >
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          <Trans>Logout</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
