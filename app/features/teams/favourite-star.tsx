import { useFavouriteTeams } from './favourite-teams';

/** Stars or unstars a team in this browser's favourites ("My teams"). */
export function FavouriteStar({ team }: { team: string }) {
  const { isFavourite, toggle } = useFavouriteTeams();
  const starred = isFavourite(team);
  return (
    <button
      type="button"
      className="toggle text-xs"
      aria-pressed={starred}
      onClick={() => toggle(team)}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>{' '}
      {starred ? 'My team' : 'Add to my teams'}
      <span className="sr-only"> ({team})</span>
    </button>
  );
}
