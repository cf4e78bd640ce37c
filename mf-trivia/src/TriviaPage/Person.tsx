import './trivia.css';

/** A user's picture (or initials) and name. */
export function Person({ name, image, large = false }: { name: string; image: string | null; large?: boolean }) {
  const initials = name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const className = `mft-avatar${large ? ' mft-avatar--large' : ''}`;
  return (
    <span className="mft-person">
      {image ? (
        <img className={className} src={image} alt="" />
      ) : (
        <span className={className} aria-hidden="true">
          {initials}
        </span>
      )}
      <span>{name}</span>
    </span>
  );
}
