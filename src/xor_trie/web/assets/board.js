"use strict";
// The board page: the trie as SVG, every seat's state, the last events. Read-only.

const SVG = "http://www.w3.org/2000/svg";
const W = 1000, TOP = 36, STEP = 54, LEFT = 70;

function svg(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// The y of a layer (11 is the root, 1 the lowest).
const y = (layer) => TOP + (11 - layer) * STEP;
const key = (layer, prefix) => layer + ":" + prefix;

// The nodes in use: the paths of the sequences and the way down to each marked node. Only
// these are drawn, leaves spread evenly, each node above its children's middle, 0 before 1.
function layout(paths, markers) {
  const children = new Map([[key(11, 0), new Set()]]);
  const add = (layer, prefix) => {
    let l = layer, p = prefix;
    while (l <= 10) {
      const k = key(l, p);
      if (!children.has(k)) children.set(k, new Set());
      const up = l === 10 ? key(11, 0) : key(l + 1, p >> 1);
      if (!children.has(up)) children.set(up, new Set());
      children.get(up).add(k);
      l += 1; p >>= 1;
    }
  };
  for (const s of paths) add(1, s.seq);
  for (const m of markers) add(m.layer, m.prefix);
  const leaves = [];
  const order = (k) => {
    const [l, p] = k.split(":").map(Number);
    const kids = [...children.get(k)].sort((a, b) => Number(a.split(":")[1]) - Number(b.split(":")[1]));
    if (kids.length === 0) leaves.push(k);
    kids.forEach(order);
    return [l, p];
  };
  order(key(11, 0));
  const x = new Map();
  leaves.forEach((k, i) => x.set(k, LEFT + (i + 0.5) * (W - LEFT - 20) / leaves.length));
  const place = (k) => {
    if (x.has(k)) return x.get(k);
    const xs = [...children.get(k)].map(place);
    const v = xs.reduce((a, b) => a + b, 0) / xs.length;
    x.set(k, v);
    return v;
  };
  place(key(11, 0));
  return { children, x };
}

function drawTrie(game) {
  const box = document.getElementById("trie");
  box.replaceChildren();
  if (!game) return;
  const paths = [{ name: "public", seq: game.public, colour: PUBLIC, active: true }]
    .concat(game.seats.map((s) => ({ name: "seat " + s.seat, seq: s.seq, colour: COLOURS[s.seat - 1], active: s.active })));
  const { children, x } = layout(paths, game.markers);
  const won = new Map(game.prizes.map((p) => [p.layer, p.winners]));
  for (let l = 10; l >= 1; l--) {
    box.append(svg("text", { x: 4, y: y(l) + 5, class: "layer" }, SAY.layerShort(l) + (won.has(l) ? " ★" + won.get(l) : "")));
  }
  box.append(svg("text", { x: 4, y: y(11) + 5, class: "layer" }, SAY.root));
  for (const [k, kids] of children) {
    const [l] = k.split(":").map(Number);
    for (const c of kids) {
      box.append(svg("line", { x1: x.get(k), y1: y(l), x2: x.get(c), y2: y(l - 1), class: "edge" }));
    }
  }
  // Each sequence's path, side by side where paths share an edge.
  paths.forEach((s, i) => {
    const dx = (i - (paths.length - 1) / 2) * 3;
    let pts = [[x.get(key(11, 0)) + dx, y(11)]];
    for (let l = 10; l >= 1; l--) pts.push([x.get(key(l, s.seq >> (l - 1))) + dx, y(l)]);
    box.append(svg("polyline", {
      points: pts.map((p) => p.join(",")).join(" "),
      class: s.active ? "path" : "path out",
      stroke: s.colour,
      "data-seq": s.seq,
      "data-who": s.name,
    }));
    // A block on each 1 of the sequence.
    for (let l = 10; l >= 1; l--) {
      if ((s.seq >> (l - 1)) & 1) {
        const [px, py] = pts[11 - l];
        box.append(svg("rect", { x: px - 5, y: py - 5, width: 10, height: 10, fill: s.colour, class: "block" }));
      }
    }
  });
  for (const m of game.markers) {
    const cx = x.get(key(m.layer, m.prefix)), cy = y(m.layer);
    box.append(svg("text", { x: cx - 9, y: cy + 8, class: "marker", "data-node": m.node }, "✕"));
    if (m.count > 1) box.append(svg("text", { x: cx + 10, y: cy - 8, class: "marker-count" }, "×" + m.count));
  }
}

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
  drawTrie(game);
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
