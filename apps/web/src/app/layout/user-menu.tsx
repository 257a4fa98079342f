// Avatar menu of the header: who is signed in, their pages (prompts, those shared with them, collections,
// groups, suggested edits), admin pages (categories, tags, settings, users, audit log, webhooks,
// reports), and
// Logout (to /).
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
  const navigate = useNavigate();
  const logout = () => {
    onLogout();
    navigate('/');
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        aria-label={`Account menu for ${user.username}`}
      >
        <Avatar name={user.username} src={user.avatarUrl} size="sm" className="size-9" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar name={user.username} src={user.avatarUrl} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900">{user.username}</span>
            <span className="block truncate text-xs font-normal text-slate-500">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/myprompts">
            <FileText aria-hidden="true" />
            My Prompts
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/promptslist/shared">
            <Share2 aria-hidden="true" />
            Shared with me
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/collections">
            <FolderHeart aria-hidden="true" />
            Collections
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/groups">
            <UsersRound aria-hidden="true" />
            Groups
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/suggestions">
            <GitPullRequestArrow aria-hidden="true" />
            Suggestions
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <>
            <DropdownMenuItem asChild>
              <Link to="/categories">
                <FolderTree aria-hidden="true" />
                Categories
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/tags">
                <Tags aria-hidden="true" />
                Tags
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/settings">
                <SlidersHorizontal aria-hidden="true" />
                Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/users">
                <Users aria-hidden="true" />
                Users
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/audit">
                <ScrollText aria-hidden="true" />
                Audit log
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/webhooks">
                <Webhook aria-hidden="true" />
                Webhooks
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/admin/reports">
                <Flag aria-hidden="true" />
                Reports
              </Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuItem asChild>
          <Link to="/import-export">
            <ArrowDownUp aria-hidden="true" />
            Import & Export
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile/settings">
            <Settings aria-hidden="true" />
            Profile Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={logout}
          className="text-red-700 data-highlighted:bg-red-50 data-highlighted:text-red-700"
        >
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
