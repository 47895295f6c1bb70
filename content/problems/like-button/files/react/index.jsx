import React from 'react';
import { createRoot } from 'react-dom/client';
import App from './App.jsx';
import './styles.css';

// A fake back end for the like button. Do not change it: the tests rely on how it behaves.
// It is handed to App as the setLiked prop.
//
// setLiked(liked) → Promise<{ liked: boolean, count: number }>
// - answers after 200 ms with the post as the server then sees it: whether you like it and the
//   total count, other readers' likes included (so the count may differ from what you expected);
// - the post starts with 12 likes, not liked by you;
// - globalThis.likeServer is the server's state, read and changed by the tests: `requests` lists
//   the `liked` argument of every request received, `answered` counts the settled ones, `others`
//   is the other readers' likes, and `failNext = true` makes the next request reject.
const likeServer = { others: 12, liked: false, requests: [], answered: 0, failNext: false };
globalThis.likeServer = likeServer;

function setLiked(liked) {
  likeServer.requests.push(liked);
  const fail = likeServer.failNext;
  likeServer.failNext = false;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      likeServer.answered += 1;
      if (fail) {
        reject(new Error('Network error: the like was not saved'));
        return;
      }
      likeServer.liked = liked;
      resolve({ liked, count: likeServer.others + (liked ? 1 : 0) });
    }, 200);
  });
}

createRoot(document.getElementById('root')).render(<App setLiked={setLiked} />);
