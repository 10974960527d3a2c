"use strict";
// The board page: the trie as SVG, every seat's state, the last events. Read-only.

// The trie is drawn by trie.js (the phones draw it the same way).

function seatCard(s, game) {
  const colour = COLOURS[s.seat - 1];
  const state = !s.active ? SAY.out : s.current ? SAY.toPlay : "";
  const card = el("div", {
    class: "seatcard" + (s.active ? "" : " out") + (s.current ? " current" : ""),
    id: "seat-" + s.seat,
    "data-score": String(s.score),
    "data-bits": s.bits,
    "data-active": String(s.active),
    "data-held": String(s.held),
  });
  card.style.borderColor = colour;
  const name = el("h3", {}, SAY.seat(s.seat) + " ");
  name.style.color = colour;
  name.append(el("span", { class: "state" }, state));
  if (s.bot) name.append(el("span", { class: "botmark" }, " " + SAY.bot(s.bot_words || s.bot)));
  card.append(name);
  const score = el("p", { class: "score" }, sliders(s.sliders, colour), " " + s.score);
  if (s.total !== s.score) score.append(el("span", { class: "total" }, SAY.total(s.total)));
  card.append(score);
  card.append(el("p", { class: "seq" }, SAY.sequence, el("code", {}, s.bits)));
  card.append(el("p", {}, SAY.cardsInHand(s.tokens, s.held)));
  const skills = el("p", { class: "skills" }, SAY.skills);
  for (const k of s.skills) skills.append(el("span", { class: "skill" }, k));
  if (s.skills.length === 0) skills.append(SAY.none);
  card.append(skills);
  if (s.won.length) card.append(el("p", { class: "won" }, SAY.prizes(s.won.join(", "))));
  return card;
}

// A table of `rows`, with the header `head` and a row of `cells(row)` each.
function table(box, head, rows, cells) {
  box.replaceChildren(
    el("thead", {}, el("tr", {}, ...head.map((h) => el("th", {}, h)))),
    el("tbody", {}, ...rows.map((r) => {
      const tr = el("tr", { "data-seat": String(r.seat) }, ...cells(r).map((c) => el("td", {}, String(c))));
      tr.style.color = COLOURS[r.seat - 1];
      return tr;
    })),
  );
}

function show(view) {
  const game = view.game;
  document.getElementById("situation").textContent =
    view.situation + (view.next && view.next !== view.situation ? " — " + view.next : "");
  drawTrie(document.getElementById("trie"), game);
  document.getElementById("trie").setAttribute("aria-label", trieWords(game));
  const pub = document.getElementById("public");
  const seats = document.getElementById("seats");
  const waiting = document.getElementById("waiting");
  const results = document.getElementById("results");
  if (!game) {
    pub.textContent = "";
    pub.dataset.bits = "";
    seats.replaceChildren();
    waiting.hidden = true;
  } else {
    pub.textContent = SAY.publicLine(game.public_bits, game.deck, game.skill_deck) +
      (game.duels.length ? " · " + game.duels.join("; ") : "");
    pub.dataset.bits = game.public_bits;
    seats.replaceChildren(...game.seats.map((s) => seatCard(s, game)));
    if (game.waiting) {
      const w = game.waiting;
      waiting.replaceChildren(waitingWords(w), ...w.asked.map((a) =>
        el("span", { class: "asked", "data-seat": String(a.seat), "data-answer": a.answer || "" }, " · " + askedWords(a))));
      waiting.hidden = false;
    } else {
      waiting.hidden = true;
    }
  }
  // When a round has ended: its standings and the match ranking, in place of the seats;
  // between rounds, the match ranking.
  const ended = Boolean(game && game.standings);
  results.hidden = !(ended || (!game && view.match));
  seats.hidden = ended;
  document.getElementById("standings-title").hidden = !ended;
  document.getElementById("standings").hidden = !ended;
  if (ended) {
    table(document.getElementById("standings"), SAY.standingsHead, game.standings,
      (r) => [r.rank, SAY.seat(r.seat), r.score, r.tokens, r.total, r.medal_words]);
  }
  const m = document.getElementById("match");
  document.getElementById("match-title").hidden = !view.match;
  m.hidden = !view.match;
  if (view.match) {
    table(m, SAY.matchHead, view.match, (r) => [r.rank, SAY.seat(r.seat), r.gold, r.silver, r.bronze, r.iron]);
  }
  document.getElementById("events").replaceChildren(...eventList(view.events));
}

follow("/events/board", show);
