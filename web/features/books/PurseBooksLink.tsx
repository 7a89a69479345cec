import { Link } from '@tanstack/react-router';
import { Icon } from '../../ui/Icon';

/** Opens a purse's books (collected, paid out, balance, payouts); the groups and dashboard screens put it on each purse. */
export function PurseBooksLink({ projectId, projectName, className = '' }: { projectId: string; projectName: string; className?: string }) {
  return (
    <Link to="/purses/$projectId" params={{ projectId }} className={`btn btn-sm h-11 ${className}`} aria-label={`Books of ${projectName}`}>
      <Icon name="inbox" className="size-4" />
      Books
    </Link>
  );
}
