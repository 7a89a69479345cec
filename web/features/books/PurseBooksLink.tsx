import { Link } from '@tanstack/react-router';
import { books_books, books_booksOf } from '../../../shared/i18n/paraglide/messages.js';
import { Icon } from '../../ui/Icon';

/** Opens a purse's books (collected, paid out, balance, payouts); the groups and dashboard screens put it on each purse. */
export function PurseBooksLink({ projectId, projectName, className = '' }: { projectId: string; projectName: string; className?: string }) {
  return (
    <Link to="/purses/$purseId" params={{ purseId: projectId }} className={`btn btn-sm h-11 ${className}`} aria-label={books_booksOf({ purse: projectName })}>
      <Icon name="inbox" className="size-4" />
      {books_books()}
    </Link>
  );
}
