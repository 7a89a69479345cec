/** A message with one of its values (an amount, a name) in bold, wherever the language puts it. */
export function Emphasis({ text, part }: { text: string; part: string }) {
  const at = part === '' ? -1 : text.indexOf(part);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="font-semibold">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
