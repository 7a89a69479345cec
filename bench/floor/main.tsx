// The floor of bench/first-visit.ts: one React component with the group screen's content and no
// data fetching, built by the project's own Vite. Nothing a real page does can be faster.
import { createRoot } from 'react-dom/client';

function GroupCard() {
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 16 }}>
      <p>You're invited to join</p>
      <h1>Ajo Circle Floor</h1>
      <h2>Available Purses</h2>
      <ul>
        <li>
          Xmas Party — ₦0 of ₦50,000
          <progress value={0} max={100} />
        </li>
      </ul>
      <button type="button">Join Group</button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<GroupCard />);
